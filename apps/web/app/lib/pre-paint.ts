/**
 * Runs in <head> before the first paint, as an inline script. It must be self-contained (it is
 * serialised with Function.prototype.toString), so its inputs arrive as one JSON argument.
 * 1. On the public site (`language` given; the console chooses its language on the server):
 *    a. a language chosen with the language toggle arrives in the URL (`?lang=en`): it is saved and
 *       taken out of the address, so a tap before the toggle's script runs still counts (decision 0030);
 *    b. a visitor whose saved language is Spanish, landing on an English page, is sent to the Spanish page.
 * 2. Saved accessibility settings are applied to <html> so the page never flashes without them.
 */
type PrePaintConfig = {
  language: { key: string; param: string; languages: readonly string[] } | null;
  settingsKey: string;
  contrasts: readonly string[];
  cursors: readonly string[];
  fontSize: { min: number; max: number; step: number; default: number };
};

function prePaint(config: PrePaintConfig) {
  const { language } = config;
  try {
    const url = new URL(location.href);
    const chosen = language && url.searchParams.get(language.param);
    if (language && chosen !== null) {
      url.searchParams.delete(language.param);
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
      if (language.languages.includes(chosen)) localStorage.setItem(language.key, chosen);
    }
  } catch {
    // Storage unavailable (privacy mode): the page is still in the language the visitor chose.
  }
  try {
    const path = location.pathname;
    const spanish = path === "/es" || path.startsWith("/es/");
    if (language && localStorage.getItem(language.key) === "es" && !spanish) {
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
