import { validConsultation, validContact } from "@firm/testkit/fixtures";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { ConsultationBody } from "../../src/schemas/consultation.ts";
import { ContactBody } from "../../src/schemas/contact.ts";
import { sql } from "./app.ts";

export type Encoding = "json" | "form";
export type Body = Record<string, unknown>;

/** The two intake routes with their table, schema and a valid body. */
export const intakeForms = [
  { url: "/api/contact", table: "contact_message", schema: ContactBody, valid: validContact as Body },
  {
    url: "/api/consultation",
    table: "consultation_request",
    schema: ConsultationBody,
    valid: validConsultation as Body,
  },
] as const;

/** A body as a browser form sends it: every value a string, a list as repeated names. */
export function formEncode(body: Body): string {
  return new URLSearchParams(
    Object.entries(body).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => [key, String(item)]),
    ),
  ).toString();
}

/** Posts to an intake route as JSON, or as a form post from the site's own origin. */
export function postIntake(
  app: FastifyInstance,
  url: string,
  encoding: Encoding,
  body: Body | string,
  headers: Record<string, string> = {},
) {
  const payload =
    typeof body === "string" ? body : encoding === "json" ? JSON.stringify(body) : formEncode(body);
  const contentType = encoding === "json" ? "application/json" : "application/x-www-form-urlencoded";
  return app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": contentType, origin: "http://localhost:3000", ...headers },
  });
}

/**
 * What an intake route answered: its status and error code (null on success). A form post is
 * answered 303 with the code as the result page's `reason`.
 */
export function outcome(response: LightMyRequestResponse): { status: number; code: string | null } {
  if (response.statusCode === 303) {
    const location = new URL(response.headers.location ?? "", "http://site.invalid");
    return { status: 303, code: location.searchParams.get("reason") };
  }
  const body = response.json() as { success: boolean; error?: { code: string } };
  return { status: response.statusCode, code: body.error?.code ?? null };
}

/** How an intake route refuses bad input: JSON gets `status`, a form post a 303 to the failure page. */
export const refused = (encoding: Encoding, status = 400, code = "invalid_request") => ({
  status: encoding === "json" ? status : 303,
  code,
});

/** Rows in an intake table. */
export async function rowCount(table: string): Promise<number> {
  const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
  return row?.n ?? 0;
}

/** Posts bad input and checks the exact refusal and that the table holds as many rows as before. */
export async function expectRefused(
  app: FastifyInstance,
  form: { url: string; table: string },
  encoding: Encoding,
  body: Body | string,
  expected: { status: number; code: string } = refused(encoding),
  headers: Record<string, string> = {},
): Promise<void> {
  const before = await rowCount(form.table);
  const response = await postIntake(app, form.url, encoding, body, headers);
  expect(outcome(response)).toEqual(expected);
  expect(await rowCount(form.table)).toBe(before);
}
