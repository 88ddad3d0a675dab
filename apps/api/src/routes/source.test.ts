import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";
import { formEncode } from "../../tests/harness/intake.ts";
import { asMember, signedInMember, type TestMember } from "../../tests/harness/ops-session.ts";

/** What a page sends of a visit that came from a Google Ads click on a Spanish practice page. */
const adVisit = {
  landingPage: "/es/services/motorcycle-injuries",
  referrerHost: "www.google.com",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "motorcycle-la",
  utmTerm: "abogado de motos",
  utmContent: "ad-2",
  adClick: true,
};

type Stored = Record<string, string | boolean>;

const columns = `"landingPage", "referrerHost", "utmSource", "utmMedium", "utmCampaign", "utmTerm",
  "utmContent", "adClick", "sourceChannel"::text, "sourceName", "page"`;

describe("where each request came from", () => {
  let app: FastifyInstance;
  let member: TestMember;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
    member = await signedInMember(app, "intake", "Sofia Source");
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const submit = async (url: "/api/contact" | "/api/consultation", body: object) => {
    const response = await app.inject({ method: "POST", url, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const stored = async (table: string, id: string) =>
    (await sql<Stored>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [id]))[0];

  it("stores the source a form sent, with the channel and source name read from it", async () => {
    const id = await submit("/api/consultation", { ...validConsultation, ...adVisit });
    expect(await stored("consultation_request", id)).toEqual({
      ...adVisit,
      sourceChannel: "ads",
      sourceName: "google",
      page: "/consultation",
    });
    const referral = await submit("/api/contact", {
      ...validContact,
      landingPage: "/about",
      referrerHost: "www.calbar.ca.gov",
    });
    expect(await stored("contact_message", referral)).toMatchObject({
      sourceChannel: "referral",
      sourceName: "calbar.ca.gov",
      adClick: false,
      utmSource: "",
    });
  });

  it("knows only the page of a post without JavaScript, and keeps requests stored before as not known", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: formEncode({ ...validContact, page: "/es/contact" }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
    });
    expect(response.statusCode).toBe(303);
    const [row] = await sql<Stored>(`SELECT ${columns} FROM contact_message`);
    expect(row).toMatchObject({
      page: "/es/contact",
      landingPage: "",
      sourceChannel: "unknown",
      sourceName: "",
    });
  });

  it("refuses a source no field holds (a full referring address, a click id's value) and keeps nothing", async () => {
    for (const wrong of [
      { referrerHost: "https://www.google.com/search?q=ana+ruiz" },
      { adClick: "Cj0KCQiA-value" },
      { utmCampaign: "x".repeat(201) },
      { landingPage: "https://elsewhere.example/" },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/consultation",
        payload: { ...validConsultation, ...adVisit, ...wrong },
      });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect(await sql("SELECT id FROM consultation_request")).toEqual([]);
  });

  it("shows the source on the request's page, in the CSV export and through the inbox's filter", async () => {
    const ad = await submit("/api/consultation", { ...validConsultation, ...adVisit });
    const direct = await submit("/api/contact", { ...validContact, landingPage: "/" });
    const call = asMember(app, member);

    const detail = (await call(`/api/ops/inbox/${ad}`)).json();
    expect(detail.record).toMatchObject({
      landingPage: adVisit.landingPage,
      utmCampaign: "motorcycle-la",
      adClick: "true",
      sourceChannel: "ads",
      sourceName: "google",
    });

    const ids = async (query: string) =>
      (await call(`/api/ops/inbox?${query}`)).json().records.map((row: { id: string }) => row.id);
    expect(await ids("source=ads")).toEqual([ad]);
    expect(await ids("source=direct")).toEqual([direct]);
    expect(await ids("sourceName=Google")).toEqual([ad]);
    expect(await ids("source=referral")).toEqual([]);
    expect((await call("/api/ops/inbox?source=tv")).statusCode).toBe(400);

    const csv = (await call("/api/ops/inbox/export?source=ads")).body.split("\r\n");
    const header = csv[0]?.replace("\uFEFF", "").split(",") ?? [];
    const row = csv[1]?.split(",") ?? [];
    const cell = (column: string) => row[header.indexOf(column)];
    expect(header).toEqual(expect.arrayContaining(["landingPage", "utmCampaign", "sourceChannel"]));
    expect([cell("landingPage"), cell("referrerHost"), cell("utmCampaign"), cell("adClick")]).toEqual([
      adVisit.landingPage,
      "www.google.com",
      "motorcycle-la",
      "true",
    ]);
    expect([cell("sourceChannel"), cell("sourceName")]).toEqual(["ads", "google"]);
    expect(csv).toHaveLength(3); // the header, one request, the closing line break
  });
});
