import { languageCookie, requestedLanguage } from "./ops-locale.server.ts";

/** Headers of every /ops answer: never indexed, never kept by a shared (or any) cache. */
export const consoleHeaders = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };

/** Adds the console's headers to an answer, and remembers a language chosen with `?lang=`. */
export function withConsoleHeaders(request: Request, response: Response): Response {
  for (const [name, value] of Object.entries(consoleHeaders)) response.headers.set(name, value);
  const language = requestedLanguage(request);
  if (language) response.headers.append("Set-Cookie", languageCookie(language));
  return response;
}
