import { defaultLocale, isLocale, type Locale } from "@firm/content/locale";
import { readCookie } from "./session-cookie.server.ts";

/** The console's language: `?lang=` when given (then remembered in a cookie), else the cookie, else English. */
export const languageCookieName = "ops_lang";

export function requestedLanguage(request: Request): Locale | null {
  const lang = new URL(request.url).searchParams.get("lang");
  return isLocale(lang) ? lang : null;
}

export function opsLocale(request: Request): Locale {
  const remembered = readCookie(request, languageCookieName);
  return requestedLanguage(request) ?? (isLocale(remembered) ? remembered : defaultLocale);
}

export function languageCookie(locale: Locale): string {
  return `${languageCookieName}=${locale}; Path=/ops; SameSite=Lax; Max-Age=31536000`;
}
