import { defaultLocale, isLocale, type Locale } from "@firm/content/locale";

/** The language chosen in the toolbar (English by default, and in the story tests). */
export function localeOf(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : defaultLocale;
}

/**
 * Story parameter: the story's text args in a given language. The preview's decorator applies them in
 * every language, so args-driven stories follow the language toolbar.
 */
export function localizedArgs<Args>(argsFor: (locale: Locale) => Partial<Args>) {
  return { localizedArgs: argsFor };
}

/**
 * The args a story's `localizedArgs` parameter gives in a language, English included: a story file
 * read while another story ran in Spanish must not keep that story's language in an English one.
 * Empty for a story without the parameter.
 */
export function argsIn(parameters: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const argsFor: unknown = parameters.localizedArgs;
  return typeof argsFor === "function" ? argsFor(locale) : {};
}

let current: Locale = defaultLocale;

/**
 * The toolbar's language for the story being run, for play functions and the helpers they share: the
 * preview's `beforeEach` sets it before every story, so a play finds elements by the labels the story
 * shows in that language. Between stories it is the default again: a story file read then (its
 * `args`) is read in the default language, whatever the story before it showed, and `localizedArgs`
 * gives those args the next story's language.
 */
export function storyLocale(): Locale {
  return current;
}

/** Sets the story's language; returns the reset to the default language, for when it ends. */
export function setStoryLocale(globals: Record<string, unknown>) {
  current = localeOf(globals);
  return resetStoryLocale;
}

export function resetStoryLocale() {
  current = defaultLocale;
}
