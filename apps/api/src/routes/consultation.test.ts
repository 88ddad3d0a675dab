import { consultationColumns, validConsultation } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake, sql } from "../../tests/harness/app.ts";

const required = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "caseType",
  "caseDescription",
  "preferredContactMethod",
];

const enums = [
  "caseType",
  "injurySeverity",
  "medicalTreatment",
  "hasLawyer",
  "insuranceClaim",
  "policeReport",
  "preferredContactMethod",
  "preferredContactTime",
  "urgency",
  "estimatedDamages",
  "lostWages",
];

describe("POST /api/consultation", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "1000" });
  });
  afterAll(() => app.close());
  beforeEach(resetIntake);

  const post = (payload: unknown) =>
    app.inject({ method: "POST", url: "/api/consultation", payload: payload as object });
  const stored = () =>
    sql<Record<string, string | null>>(`SELECT ${consultationColumns} FROM consultation_request`);

  it("stores every field exactly as submitted (typed columns) and answers 201", async () => {
    const response = await post(validConsultation);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, id: expect.any(String) });
    const { website: _honeypot, formToken: _token, ...fields } = validConsultation;
    expect(await stored()).toEqual([fields]);
    const [types] = await sql<Record<string, string>>(
      `SELECT pg_typeof("incidentDate")::text AS date, pg_typeof("urgency")::text AS urgency,
              pg_typeof("estimatedDamages")::text AS damages FROM consultation_request`,
    );
    expect(types).toEqual({ date: "date", urgency: "urgency", damages: "estimated_damages" });
  });

  it("accepts every optional field empty: text stays '', choices and date become NULL, urgency normal", async () => {
    const minimal = Object.fromEntries(
      Object.entries(validConsultation).map(([key, value]) => [
        key,
        required.includes(key) || key === "locale" ? value : "",
      ]),
    );
    const response = await post(minimal);
    expect(response.statusCode).toBe(201);
    const [row] = await sql<Record<string, string | null>>(
      `SELECT "alternatePhone", "incidentDate"::text, "injurySeverity"::text, "preferredContactTime"::text,
              "urgency"::text, "witnesses", locale::text FROM consultation_request`,
    );
    expect(row).toEqual({
      alternatePhone: "",
      incidentDate: null,
      injurySeverity: null,
      preferredContactTime: null,
      urgency: "normal",
      witnesses: "",
      locale: "en",
    });
    const [meta] = await sql<{ page: string }>("SELECT page FROM consultation_request");
    expect(meta?.page).toBe("");
  });

  it("accepts a body with only the required fields", async () => {
    const only = Object.fromEntries(
      required.map((key) => [key, validConsultation[key as keyof typeof validConsultation]]),
    );
    expect((await post(only)).statusCode).toBe(201);
  });

  it.each(required)("rejects a body without %s with 400 and stores nothing", async (field) => {
    const response = await post({ ...validConsultation, [field]: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: "invalid_request" } });
    expect(await stored()).toHaveLength(0);
  });

  it.each(["firstName", "lastName", "phone", "caseType", "caseDescription", "preferredContactMethod"])(
    "rejects an empty required %s with 400",
    async (field) => {
      expect((await post({ ...validConsultation, [field]: "" })).statusCode).toBe(400);
      expect(await stored()).toHaveLength(0);
    },
  );

  it.each(enums)("rejects an unknown %s with 400 and stores nothing", async (field) => {
    const response = await post({ ...validConsultation, [field]: "not-a-value" });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it.each(["2023-02-29", "2025-13-01", "1899-12-31", "14/03/2025", "2025-3-14", "tomorrow"])(
    "rejects the incident date %s with 400",
    async (incidentDate) => {
      expect((await post({ ...validConsultation, incidentDate })).statusCode).toBe(400);
    },
  );

  it("accepts 29 February of a leap year", async () => {
    expect((await post({ ...validConsultation, incidentDate: "2024-02-29" })).statusCode).toBe(201);
  });
});
