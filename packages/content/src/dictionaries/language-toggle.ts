import type { PerLocale } from "../locale.ts";

/** Each label is written in the language it switches to; render it with that language's `lang`. */
const en = {
  label: "Ver este sitio en español",
};

export type LanguageToggleCopy = typeof en;

const es: LanguageToggleCopy = {
  label: "View this site in English",
};

export const languageToggle: PerLocale<LanguageToggleCopy> = { en, es };
