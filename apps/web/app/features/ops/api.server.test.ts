// @vitest-environment node
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { AuditPage } from "@firm/intake/console/admin";
import { afterAll, beforeAll, expect, it } from "vitest";
import { callOpsApi } from "./api.server.ts";

/** A stand-in API that answers each path with the body the test chose. */
const answers = new Map<string, unknown>();
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(answers.get(new URL(request.url ?? "/", "http://api").pathname) ?? {}));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  process.env.API_ORIGIN = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  delete process.env.API_ORIGIN;
  server.close();
});

const request = new Request("https://www.firm.example/ops/audit");
const entry = {
  id: 7,
  at: "2026-11-28T10:00:00.000Z",
  actor: "ana@firm.example",
  action: "status",
  recordId: null,
  detail: {},
};

it("gives the answer of the declared shape, typed by the console's schema", async () => {
  answers.set("/api/ops/audit", { success: true, entries: [entry], nextBefore: null });
  const result = await callOpsApi(request, "/audit", AuditPage);
  expect(result.ok && result.body.entries[0]?.actor).toBe("ana@firm.example");
});

it("refuses an answer of another shape, naming where it differs, instead of casting it", async () => {
  answers.set("/api/ops/audit", { success: true, entries: [{ ...entry, id: "7" }], nextBefore: null });
  const result = await callOpsApi(request, "/audit?limit=50", AuditPage);
  expect(result).toMatchObject({ ok: false, status: 502, code: "unexpected_answer" });
  expect(!result.ok && result.message).toContain("/entries/0/id");
  expect(!result.ok && result.message).not.toContain("limit=50");
});
