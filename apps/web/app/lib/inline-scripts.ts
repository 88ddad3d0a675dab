import { locales } from "@firm/content/locale";
import { adaSettingsStorageKey, contrastModes, cursorSizes, fontSizeLimits } from "@firm/ui/ada-settings";
import { startIslandsScript } from "../islands/start-islands.ts";
import { prePaintScript } from "./pre-paint.ts";
import { languageChoiceParam, siteLanguageKey } from "./storage-keys.ts";

/**
 * Every inline script a page can carry, each a constant of the build: pages are files, so the
 * Content-Security-Policy admits these scripts by their hashes (`page-headers.server.ts`) instead of
 * a nonce per response. JSON-LD is data, not a script, and needs no entry here.
 */

/** Settings before paint everywhere; the saved language only on the public site's pages. */
const settings = {
  settingsKey: adaSettingsStorageKey,
  contrasts: contrastModes,
  cursors: cursorSizes,
  fontSize: fontSizeLimits,
};
export const prePaintScripts = {
  site: prePaintScript({
    ...settings,
    language: { key: siteLanguageKey, param: languageChoiceParam, languages: locales },
  }),
  /** The console chooses its language on the server; the page for an unsent post speaks both. */
  settingsOnly: prePaintScript({ ...settings, language: null }),
};

/**
 * Every navigation loads a whole page, so a page the visitor points at or starts to
 * tap is fetched ahead (Speculation Rules, Chromium; other browsers ignore them).
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    { where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] }, eagerness: "moderate" },
  ],
});

/**
 * The console's page for an e-mailed sign-in link: the link's token arrives in its fragment
 * (`#token=…`), which browsers never send, so no server or log sees it. This script, run as the page
 * is read, puts the token in the sign-in form (the element `signInTokenInput`) and takes it out of
 * the address bar.
 */
export const signInTokenInput = "sign-in-link-token";
export const signInTokenFromFragment = `(() => {
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  const input = document.getElementById(${JSON.stringify(signInTokenInput)});
  if (!token || !input) return;
  input.value = token;
  history.replaceState(null, "", location.pathname + location.search);
})();`;

/** The browser entry's module and the modules it imports, from React Router's build manifest. */
export type ClientEntry = { module: string; imports: readonly string[]; hmrRuntime?: string };

export function islandStarter(entry: ClientEntry): string {
  return startIslandsScript({ entry: entry.module, imports: entry.imports, hmrRuntime: entry.hmrRuntime });
}

/** The text of every inline script of this build, whose hashes the policy lists. */
export function inlineScripts(entry: ClientEntry): string[] {
  return [
    prePaintScripts.site,
    prePaintScripts.settingsOnly,
    speculationRules,
    islandStarter(entry),
    signInTokenFromFragment,
  ];
}
