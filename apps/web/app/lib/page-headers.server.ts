import { createHash } from "node:crypto";
import { type ClientEntry, inlineScripts } from "./inline-scripts.ts";
import { securityHeaders } from "./security-headers.ts";

/** A CSP hash source for one inline script's exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The security headers of this build's pages: the policy lists the hash of each inline script the
 * build can render. The same for every page and every response, so it is computed once per entry.
 */
const computed = new Map<string, Record<string, string>>();
export function pageHeaders(entry: ClientEntry, secureOrigin: boolean): Record<string, string> {
  const key = `${entry.module}|${secureOrigin}`;
  let headers = computed.get(key);
  if (!headers) {
    headers = securityHeaders(inlineScripts(entry).map(scriptHash), secureOrigin);
    computed.set(key, headers);
  }
  return headers;
}
