import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { caseTypes } from "@firm/content/enums/case-type";
import { estimatedDamagesValues } from "@firm/content/enums/estimated-damages";
import { validContact } from "@firm/testkit/fixtures";
import { describe, expect, it } from "vitest";
import { buildTestApp, sql } from "../tests/harness/app.ts";

type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};
type JsonSchema = { properties: Record<string, { enum?: string[]; maxLength?: number }>; required: string[] };

describe("the app", () => {
  it("publishes an OpenAPI document generated from the TypeBox schemas", async () => {
    const app = await buildTestApp();
    const doc = (await app.inject("/api/openapi.json")).json() as OpenApi;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/contact",
        "/api/consultation",
        "/api/health",
        "/api/ready",
        "/api/ops/records",
      ]),
    );
    const consultation = doc.paths["/api/consultation"]?.post?.requestBody?.content;
    expect(Object.keys(consultation ?? {})).toEqual([
      "application/json",
      "application/x-www-form-urlencoded",
    ]);
    const schema = consultation?.["application/json"]?.schema as JsonSchema;
    expect(schema.required).toEqual(
      expect.arrayContaining(["firstName", "caseType", "preferredContactMethod"]),
    );
    expect(schema.properties.estimatedDamages?.enum).toEqual(["", ...estimatedDamagesValues]);
    expect(schema.properties.caseType?.enum).toEqual(caseTypes.filter(Boolean));
    expect(schema.properties.caseDescription?.maxLength).toBe(5000);
    await app.close();
  });

  it("shuts down gracefully: an in-flight request finishes and is stored, new requests are refused", async () => {
    const app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const body = JSON.stringify({ ...validContact, message: "graceful shutdown in flight" });
    const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/contact",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
          );
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 20));
      setTimeout(() => req.end(body.slice(20)), 300);
    });
    await new Promise((resolve) => app.server.once("request", resolve));
    const started = Date.now();
    const closed = app.close();
    // A new request is refused: no connection once the listener is closed, 503 just before.
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status === 503,
      () => true,
    );
    const result = await answer;
    await closed;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(refused).toBe(true);
    expect(result.status).toBe(201);
    expect(result.connection).toBe("close");
    const rows = await sql("SELECT 1 FROM contact_message WHERE message = $1", [
      "graceful shutdown in flight",
    ]);
    expect(rows).toHaveLength(1);
  });
});
