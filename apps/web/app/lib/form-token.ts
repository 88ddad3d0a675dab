import type { IntakeForm } from "@firm/intake/form-token";

/**
 * A form token from the API, or null when it cannot be had (the form is then sent without one and
 * reaches the team marked "check"). Pages are files shared by every visitor, so they carry no token:
 * the form asks for one when the visitor first focuses it, or at the latest when it is sent.
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
