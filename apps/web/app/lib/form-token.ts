import type { IntakeForm } from "@firm/intake/form-token";

/**
 * A fresh form token from the API, or null when it cannot be had (the form then keeps the one it
 * was rendered with): asked for once, when a visitor first focuses the form, because a page
 * restored from a cache may carry an old token.
 */
export async function fetchFormToken(form: IntakeForm): Promise<string | null> {
  try {
    const response = await fetch(`/api/form-token?form=${form}`, { headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "token" in body && typeof body.token === "string"
      ? body.token
      : null;
  } catch {
    return null;
  }
}
