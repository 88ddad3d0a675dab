import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (extra: Record<string, string> = {}) => ({
  "content-type": "application/x-www-form-urlencoded",
  origin: "http://localhost:3000",
  ...extra,
});

describe("form posts (JavaScript off)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      INTAKE_RATE_LIMIT_MAX: "1000",
      SITE_ORIGINS: "http://localhost:3000,https://firm.example",
    });
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const postForm = (
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = formHeaders(),
  ) => app.inject({ method: "POST", url, headers, payload: form(fields) });

  it("stores a contact form post from the site and redirects (303) to the Spanish result page", async () => {
    const response = await postForm("/api/contact", validContact);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/es/request-received?form=contact");
    const rows = await sql<{ name: string; message: string }>("SELECT name, message FROM contact_message");
    expect(rows).toEqual([{ name: validContact.name, message: validContact.message }]);
  });

  it("joins the contact page's first and last name, drops its urgency and keeps the call consent", async () => {
    const { name: _name, ...fields } = validContact;
    const response = await postForm("/api/contact", {
      ...fields,
      firstName: "Rosa",
      lastName: "Martínez",
      urgency: "urgent",
      consentToCalls: "on",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/es/request-received?form=contact");
    const rows = await sql<{ name: string; consentToCalls: boolean }>(
      'SELECT name, "consentToCalls" FROM contact_message',
    );
    expect(rows).toEqual([{ name: "Rosa Martínez", consentToCalls: true }]);
  });

  it("stores no consent when the checkbox is left unticked", async () => {
    await postForm("/api/consultation", validConsultation, formHeaders({ origin: "https://firm.example" }));
    expect(await sql('SELECT "consentToCalls" FROM consultation_request')).toEqual([
      { consentToCalls: false },
    ]);
  });

  it("redirects an English consultation to the unprefixed result page", async () => {
    const response = await postForm(
      "/api/consultation",
      validConsultation,
      formHeaders({ origin: "https://firm.example" }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/request-received?form=consultation");
    expect(await sql("SELECT 1 FROM consultation_request")).toHaveLength(1);
  });

  it("accepts the Referer's origin when the browser sends no Origin", async () => {
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      referer: "http://localhost:3000/es/contact",
    };
    const response = await postForm("/api/contact", validContact, headers);
    expect(response.statusCode).toBe(303);
  });

  it("redirects an invalid form post to the failure page with the reason and the refused fields, in the page's language", async () => {
    const { locale: _locale, ...noLocale } = validContact;
    const response = await postForm("/api/contact", { ...noLocale, email: "not-an-email" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      "/es/request-failed?form=contact&reason=invalid_request&fields=email%3Aemail",
    );
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(0);
  });

  it("takes the language from the Referer when the body names none", async () => {
    const headers = formHeaders({ referer: "http://localhost:3000/es/consultation" });
    const response = await postForm("/api/consultation", { firstName: "Ana" }, headers);
    const location = new URL(response.headers.location ?? "", "http://localhost");
    expect(location.pathname).toBe("/es/request-failed");
    expect(location.searchParams.get("reason")).toBe("invalid_request");
    expect(location.searchParams.get("fields")?.split(",")).toEqual([
      "lastName:missing",
      "email:missing",
      "phone:missing",
      "caseType:missing",
      "caseDescription:missing",
      "preferredContactMethod:missing",
    ]);
  });

  it("redirects a form post over 32 KB to the failure page (payload_too_large)", async () => {
    const response = await postForm("/api/contact", {
      ...validContact,
      locale: "en",
      message: "a".repeat(40_000),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/request-failed?form=contact&reason=payload_too_large");
  });

  it("redirects spam like a success, stored as spam", async () => {
    const response = await postForm("/api/contact", { ...validContact, website: "http://spam.example" });
    expect(response.headers.location).toBe("/es/request-received?form=contact");
    expect(await sql("SELECT status::text FROM contact_message")).toEqual([{ status: "spam" }]);
  });

  it.each([
    ["another site's Origin", formHeaders({ origin: "https://evil.example" })],
    ["no Origin and no Referer", { "content-type": "application/x-www-form-urlencoded" }],
    [
      "another site's Referer",
      { "content-type": "application/x-www-form-urlencoded", referer: "https://evil.example/x" },
    ],
    [
      "an unreadable Referer",
      { "content-type": "application/x-www-form-urlencoded", referer: "::not a url::" },
    ],
  ])("refuses a cross-site form post (%s) with 403 JSON and stores nothing", async (_label, headers) => {
    const response = await postForm("/api/contact", validContact, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, error: { code: "forbidden_origin" } });
    expect(await sql("SELECT 1 FROM contact_message")).toHaveLength(0);
  });

  it("leaves JSON to CORS: stored whatever the Origin, but only the site's origins may read the answer", async () => {
    const json = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/api/contact", payload: validContact, headers });
    const foreign = await json({ origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(201);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
    const site = await json({ origin: "https://firm.example" });
    expect(site.headers["access-control-allow-origin"]).toBe("https://firm.example");
    expect((await json({})).statusCode).toBe(201);
  });
});
