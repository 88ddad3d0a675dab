import { createHash } from "node:crypto";

/**
 * SHA-256 of the route and the body with its keys sorted: equal for the same submission. The form
 * token is left out: a retry may carry a newer one for the same content.
 */
export function requestHash(route: string, body: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== "formToken")
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return createHash("sha256")
    .update(`${route}\n${JSON.stringify(sorted)}`)
    .digest("hex");
}
