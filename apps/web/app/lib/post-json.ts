import { type FieldProblem, fieldProblems } from "@firm/intake/validity";

/** A field the API refused, and why. */
export type RefusedField = { field: string; problem: FieldProblem };

/**
 * What became of a post: accepted (an ok status and `success: true`), refused with the fields to
 * correct named, or failed for any other reason.
 */
export type PostOutcome =
  | { outcome: "accepted" }
  | { outcome: "refused"; fields: RefusedField[] }
  | { outcome: "failed" };

const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === "string" && (fieldProblems as readonly string[]).includes(value);

/** The named fields of a 400 answer (`error.fields`), keeping only entries of the known shape. */
async function refusedFields(response: Response): Promise<RefusedField[]> {
  const body: unknown = await response.json().catch(() => null);
  const fields = (body as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: { field?: unknown; problem?: unknown }) =>
    typeof entry?.field === "string" && isProblem(entry.problem)
      ? [{ field: entry.field, problem: entry.problem }]
      : [],
  );
}

/**
 * Posts JSON and reports what the server made of it (docs/product.md#6-intake-api: an ok status and
 * `success: true` is accepted). A non-ok status is logged as `HTTP error! status <code>`; a 400 that
 * names fields is a refusal the visitor can correct; anything else has failed.
 * `idempotencyKey` is sent as the Idempotency-Key header: one key per submission attempt.
 */
export async function postJson(
  url: string,
  payload: unknown,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<PostOutcome> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(payload),
    });
    if (!response.ok) {
      const fields = response.status === 400 ? await refusedFields(response) : [];
      console.error(new Error(`HTTP error! status: ${response.status}`));
      return fields.length ? { outcome: "refused", fields } : { outcome: "failed" };
    }
    const body: unknown = await response.json();
    const accepted = typeof body === "object" && body !== null && "success" in body && body.success === true;
    return { outcome: accepted ? "accepted" : "failed" };
  } catch (error) {
    console.error(error);
    return { outcome: "failed" };
  }
}

/**
 * A fresh random key for one submission attempt. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost); elsewhere a version-4 UUID is built from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
