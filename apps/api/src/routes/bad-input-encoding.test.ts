import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import {
  type Encoding,
  expectRefused,
  formEncode,
  intakeForms,
  outcome,
  postIntake,
  refused,
  rowCount,
} from "../../tests/harness/intake.ts";

/*
 * The encoding half of the bad-input matrix: huge, deep, malformed and empty bodies, wrong content
 * types, and characters PostgreSQL or a reader would get wrong. Each case checks the exact answer
 * and the row count before and after. Text and names that are odd but harmless (bidirectional
 * overrides, zero-width characters) are stored exactly as sent; how they are shown is tested in
 * mail/header-injection.test.ts and ops/csv-formulas.test.ts.
 */

const tenMegabytes = 10 * 1024 * 1024;
const nameField = (url: string) => (url === "/api/contact" ? "name" : "firstName");
const cases = intakeForms.flatMap((form) =>
  (["json", "form"] as const).map((encoding) => ({ ...form, encoding, label: `${form.url} (${encoding})` })),
);

/** A 10 MB body made on demand, counting the bytes anyone read from it. */
function tenMegabyteStream() {
  const counter = { pulled: 0 };
  const stream = new Readable({
    read() {
      if (counter.pulled >= tenMegabytes) return void this.push(null);
      counter.pulled += 64 * 1024;
      this.push(Buffer.alloc(64 * 1024, "a"));
    },
  });
  return { stream, counter };
}

describe.each(cases)("bad encodings to $label", ({ url, table, valid, encoding }) => {
  let app: FastifyInstance;
  const form = { url, table };
  const contentType = encoding === "json" ? "application/json" : "application/x-www-form-urlencoded";
  const expectFor = (body: Record<string, unknown> | string, expected = refused(encoding)) =>
    expectRefused(app, form, encoding, body, expected);

  beforeAll(async () => {
    await resetIntake();
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "100000", GLOBAL_RATE_LIMIT_MAX: "100000" });
    expect(outcome(await postIntake(app, url, encoding, valid)).code).toBeNull();
  });
  afterAll(() => app.close());

  it("a 10 MB body announced by its length: 413 before a byte of it is read", async () => {
    const { stream, counter } = tenMegabyteStream();
    const response = await app.inject({
      method: "POST",
      url,
      payload: stream,
      headers: {
        "content-type": contentType,
        "content-length": String(tenMegabytes),
        origin: "http://localhost:3000",
      },
    });
    expect(outcome(response)).toEqual(refused(encoding, 413, "payload_too_large"));
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("an empty body", async () => {
    await expectFor("", refused(encoding, 400, "invalid_request"));
  });

  if (encoding === "json")
    it.each([
      ["a truncated object", '{"name": "Ana", '],
      ["single quotes", "{'name': 'Ana'}"],
      ["a trailing comma", '{"name": "Ana",}'],
      ["NaN", '{"formToken": NaN}'],
      ["a raw NUL inside a string", '{"name": "A\u0000na"}'],
      ["a bare string", '"Ana"'],
      ["null", "null"],
      ["an array", "[]"],
      ["1,000 nested arrays", `${"[".repeat(1000)}${"]".repeat(1000)}`],
      ["1,000 nested objects in a field", `{"name": ${'{"a":'.repeat(1000)}1${"}".repeat(1001)}`],
      ["16,000 nested arrays (as deep as 32 KB allows)", `${"[".repeat(16_000)}${"]".repeat(16_000)}`],
    ])("not a valid JSON body: %s", async (_label, body) => {
      await expectFor(body);
    });

  if (encoding === "form")
    it.each([
      ["a malformed percent-escape", "%E0%A4%A"],
      ["an encoded lone surrogate", "%ED%A0%80"],
      ["a lone percent sign", "50%"],
    ])("not valid form encoding: %s", async (_label, malformed) => {
      await expectFor(
        `${new URLSearchParams(valid as Record<string, string>)}&${nameField(url)}=${malformed}`,
      );
      await expectFor(`${nameField(url)}=${malformed}`);
    });

  it("second probe, finding 9: bytes that are not UTF-8 are refused, in JSON as in a form post", async () => {
    // The name as a program could send it: its text, then bytes no UTF-8 text holds.
    const marker = "ZZnotutf8ZZ";
    const body = { ...(valid as Record<string, unknown>), [nameField(url)]: `Ana${marker}` };
    const [head = "", tail = ""] = (encoding === "json" ? JSON.stringify(body) : formEncode(body)).split(
      marker,
    );
    for (const bytes of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const before = await rowCount(table);
      const response = await app.inject({
        method: "POST",
        url,
        payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]),
        headers: { "content-type": contentType, origin: "http://localhost:3000" },
      });
      expect(outcome(response), String(bytes)).toEqual(refused(encoding));
      expect(await rowCount(table)).toBe(before);
    }
  });

  if (encoding === "form")
    it("a field nested 1,000 levels deep (not expanded: an unknown field)", async () => {
      await expectFor(`${new URLSearchParams(valid as Record<string, string>)}&a${"%5Bb%5D".repeat(1000)}=1`);
    });

  it.each([
    ["text/plain", 415, "unsupported_media_type"],
    ["application/xml", 415, "unsupported_media_type"],
    ["multipart/form-data; boundary=x", 415, "unsupported_media_type"],
    ["", 415, "unsupported_media_type"],
  ])("the content type %j", async (type, status, code) => {
    const before = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    const payload =
      encoding === "json"
        ? JSON.stringify(valid)
        : new URLSearchParams(valid as Record<string, string>).toString();
    const response = await app.inject({ method: "POST", url, payload, headers: { "content-type": type } });
    expect(outcome(response)).toEqual({ status, code });
    expect(await sql(`SELECT count(*)::int AS n FROM ${table}`)).toEqual(before);
  });

  it("the other encoding's body under this content type", async () => {
    const other: Encoding = encoding === "json" ? "form" : "json";
    const body =
      other === "json"
        ? JSON.stringify(valid)
        : new URLSearchParams(valid as Record<string, string>).toString();
    await expectFor(body);
  });

  it.each([
    ["a NUL", "Ana\u0000"],
    ["a C1 control (NEL)", "Ana\u0085Phone: 555"],
    ["a line separator", "Ana\u2028Phone: 555"],
    ["a paragraph separator", "Ana\u2029Phone: 555"],
    ["an escape sequence", "Ana\u001b[31m"],
  ])("a name with %s", async (_label, value) => {
    await expectFor({ ...valid, [nameField(url)]: value });
  });

  // A form cannot carry a lone surrogate (browsers send U+FFFD): its encoded form is refused above.
  if (encoding === "json")
    it.each([
      ["a lone high surrogate", "Ana \ud83d"],
      ["a lone low surrogate", "\ude00Ana"],
    ])("a name with %s", async (_label, value) => {
      await expectFor({ ...valid, [nameField(url)]: value });
    });

  it.each([
    ["a right-to-left override", "Ana \u202Egnp.exe\u202C Pérez"],
    ["an isolate left open", "\u2067Ana"],
    ["zero-width characters", "A\u200Bn\u200Ca\u200D\u2060\uFEFF"],
    ["emoji joined by ZWJ", "Ana 👩‍⚖️"],
  ])("a name with %s is stored exactly as sent", async (_label, value) => {
    const field = nameField(url);
    const response = await postIntake(app, url, encoding, { ...valid, [field]: value });
    expect(outcome(response).code).toBeNull();
    const rows = await sql<Record<string, string>>(`SELECT "${field}" FROM ${table} WHERE "${field}" = $1`, [
      value,
    ]);
    expect(rows).toEqual([{ [field]: value }]);
  });
});

describe("a 10 MB chunked body over a real socket", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "100000" });
    await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  it("is answered 413 before it has all been sent (inject would read it whole first)", async () => {
    const { port } = app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request({
        port,
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json" },
      });
      outgoing.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on("error", reject);
      const write = () => {
        while (sent < tenMegabytes) {
          sent += chunk.length;
          if (!outgoing.write(chunk)) return void outgoing.once("drain", write);
        }
        outgoing.end();
      };
      write();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(tenMegabytes);
  });
});
