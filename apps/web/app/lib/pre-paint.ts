/**
 * Runs in <head> before the first paint, as an inline script. It must be self-contained (it is
 * serialised with Function.prototype.toString), so its inputs arrive as one JSON argument.
 * 1. A language chosen with the language toggle arrives in the URL (`?lang=en`, `languageChoiceParam`):
 *    it is saved and taken out of the address, so a click before the toggle's script runs still
 *    counts (decision 0104).
 * 2. A visitor whose saved language is Spanish, landing on an English page, is sent to the Spanish page.
 * 3. Saved accessibility settings are applied to <html> so the page never flashes without them.
 */
type PrePaintConfig = {
  languageKey: string;
  languageParam: string;
  languages: readonly string[];
  settingsKey: string;
  contrasts: readonly string[];
  cursors: readonly string[];
  fontSize: { min: number; max: number; step: number; default: number };
};

function prePaint(config: PrePaintConfig) {
  try {
    const url = new URL(location.href);
    const chosen = url.searchParams.get(config.languageParam);
    if (chosen !== null) {
      url.searchParams.delete(config.languageParam);
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
      if (config.languages.includes(chosen)) localStorage.setItem(config.languageKey, chosen);
    }
  } catch {
    // Storage unavailable (privacy mode): the page is still in the language the visitor chose.
  }
  try {
    const path = location.pathname;
    const spanish = path === "/es" || path.startsWith("/es/");
    if (localStorage.getItem(config.languageKey) === "es" && !spanish) {
      location.replace(`${path === "/" ? "/es" : `/es${path}`}${location.search}${location.hash}`);
      return;
    }
    const stored = JSON.parse(localStorage.getItem(config.settingsKey) ?? "null");
    if (!stored || typeof stored !== "object") return;
    const root = document.documentElement;
    if (config.contrasts.includes(stored.contrast)) root.setAttribute("data-contrast", stored.contrast);
    if (config.cursors.includes(stored.cursorSize)) root.setAttribute("data-cursor", stored.cursorSize);
    const flags = {
      highlightLinks: "data-highlight-links",
      readableFont: "data-readable-font",
      textSpacing: "data-text-spacing",
    };
    for (const [name, attribute] of Object.entries(flags)) {
      if (stored[name] === true) root.setAttribute(attribute, "true");
    }
    const size = Number(stored.fontSize);
    const { min, max, step } = config.fontSize;
    if (size >= min && size <= max && size % step === 0 && size !== config.fontSize.default) {
      root.style.fontSize = `${size}%`;
    }
  } catch {
    // Storage unavailable (privacy mode) or unreadable: render with defaults.
  }
}

export function prePaintScript(config: PrePaintConfig): string {
  return `(${prePaint.toString()})(${JSON.stringify(config)});`;
}
