import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InspectorMode, traceInChromium } from "./inspector-trace.ts";
import type { TraceEvent } from "./trace-summary.ts";

/**
 * A module shaped like React DOM's: one large function that makes an Error object as it runs. Under
 * an inspector with Runtime but not Debugger, V8 reparses that function for its source positions.
 */
const statements = Array.from({ length: 20_000 }, (_, index) => `state.v${index} = ${index} * 2;`);
const module = `(function library(state) {\n${statements.join("\n")}\nstate.sentinel = Error("sentinel");\n})({});`;
const page = '<!doctype html><title>t</title><script type="module" src="/library.js"></script>';

let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const script = request.url === "/library.js";
    response.writeHead(200, { "content-type": script ? "text/javascript" : "text/html" });
    response.end(script ? module : page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Time V8 spent collecting source positions while the page's module evaluated, in ms. */
async function positionsCollectedWhileEvaluating(inspector: InspectorMode): Promise<number> {
  const events = await traceInChromium(`${origin}/`, {
    inspector,
    rate: 1,
    holdMs: 200,
    categories: ["v8", "disabled-by-default-v8.compile"],
  });
  const evaluations = events.filter((event) => event.name === "v8.evaluateModule" && event.ph === "X");
  const inside = (event: TraceEvent) =>
    evaluations.some(
      (evaluation) =>
        evaluation.tid === event.tid &&
        event.ts >= evaluation.ts &&
        event.ts + (event.dur ?? 0) <= evaluation.ts + (evaluation.dur ?? 0),
    );
  expect(evaluations.length).toBeGreaterThan(0);
  return (
    events
      .filter((event) => event.name === "V8.CollectSourcePositions" && inside(event))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000
  );
}

describe("traceInChromium", () => {
  it("enables the inspector domains it is asked for, and only those", async () => {
    expect(await positionsCollectedWhileEvaluating("runtime")).toBeGreaterThan(0.5);
    expect(await positionsCollectedWhileEvaluating("none")).toBe(0);
    expect(await positionsCollectedWhileEvaluating("debugger")).toBe(0);
  });
});
