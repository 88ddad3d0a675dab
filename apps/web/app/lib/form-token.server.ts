import { formTokenKeys, type IntakeForm, issueFormToken } from "@firm/intake/form-token";

/**
 * The form tokens' keys, shared with the API (FORM_TOKEN_KEYS). Read when the server starts, so
 * that a production site without them refuses to start instead of rendering forms the API would
 * call spam (docs/decisions/0063).
 */
const keys = formTokenKeys(process.env);

/** A fresh token for `form`, rendered into the page so that the form works without JavaScript. */
export function formTokenFor(form: IntakeForm): string {
  return issueFormToken(form, keys);
}
