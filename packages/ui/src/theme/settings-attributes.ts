import { type AdaSettings, fontSizeLimits } from "./ada-settings.ts";

/**
 * How settings appear on the document root. The themes and global styles (theme.css.ts, settings.css.ts)
 * are keyed on exactly these attributes, so this is the only place that knows their names.
 */
export type SettingsAttributes = {
  "data-contrast": AdaSettings["contrast"];
  "data-cursor": AdaSettings["cursorSize"];
  "data-highlight-links"?: "true";
  "data-readable-font"?: "true";
  "data-text-spacing"?: "true";
  /** rem-based sizes everywhere, so a percentage on <html> scales all text. Absent at 100 %. */
  style?: { fontSize: string };
};

export const settingsAttributeNames = [
  "data-contrast",
  "data-cursor",
  "data-highlight-links",
  "data-readable-font",
  "data-text-spacing",
] as const;

const flag = (on: boolean) => (on ? ("true" as const) : undefined);

/** Props for <html> when rendering with React (server or client). */
export function settingsAttributes(settings: AdaSettings): SettingsAttributes {
  return {
    "data-contrast": settings.contrast,
    "data-cursor": settings.cursorSize,
    "data-highlight-links": flag(settings.highlightLinks),
    "data-readable-font": flag(settings.readableFont),
    "data-text-spacing": flag(settings.textSpacing),
    style: settings.fontSize === fontSizeLimits.default ? undefined : { fontSize: `${settings.fontSize}%` },
  };
}

/** The same, applied to an existing element (usually `document.documentElement`) after a change. */
export function applySettingsAttributes(element: HTMLElement, settings: AdaSettings): void {
  const attributes = settingsAttributes(settings);
  for (const name of settingsAttributeNames) {
    const value = attributes[name];
    if (value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  element.style.fontSize = attributes.style?.fontSize ?? "";
}
