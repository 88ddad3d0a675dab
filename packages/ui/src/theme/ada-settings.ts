/**
 * The accessibility panel's settings (`ada-settings`, docs/product.md#5-browser-storage): ONE definition shared by the panel, the
 * root attributes and the web app's storage. Stored as JSON under `adaSettingsStorageKey`.
 */
export const adaSettingsStorageKey = "ada-settings";

export const fontSizeLimits = { min: 80, max: 150, step: 10, default: 100 } as const;

export const contrastModes = ["normal", "high", "inverted"] as const;
export type ContrastMode = (typeof contrastModes)[number];

export const cursorSizes = ["normal", "large"] as const;
export type CursorSize = (typeof cursorSizes)[number];

export const adaToggles = ["highlightLinks", "readableFont", "textSpacing"] as const;
export type AdaToggle = (typeof adaToggles)[number];

export type AdaSettings = {
  /** Percent of the browser's default text size: 80-150 in steps of 10. */
  readonly fontSize: number;
  readonly contrast: ContrastMode;
  readonly cursorSize: CursorSize;
} & { readonly [T in AdaToggle]: boolean };

export const defaultAdaSettings: AdaSettings = {
  fontSize: fontSizeLimits.default,
  contrast: "normal",
  cursorSize: "normal",
  highlightLinks: false,
  readableFont: false,
  textSpacing: false,
};

/** Rounds to the step and clamps to the limits; anything that is not a number becomes the default. */
export function clampFontSize(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return fontSizeLimits.default;
  const stepped = Math.round(value / fontSizeLimits.step) * fontSizeLimits.step;
  return Math.min(fontSizeLimits.max, Math.max(fontSizeLimits.min, stepped));
}

/** The font size one step up (`direction` 1) or down (-1), within the limits. */
export function stepFontSize(current: number, direction: 1 | -1): number {
  return clampFontSize(current + direction * fontSizeLimits.step);
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.find((item) => item === value) ?? fallback;

/** Reads stored settings (e.g. parsed JSON from localStorage): invalid or missing fields get defaults. */
export function parseAdaSettings(stored: unknown): AdaSettings {
  const record: Record<string, unknown> = stored && typeof stored === "object" ? { ...stored } : {};
  const flag = (name: AdaToggle) =>
    typeof record[name] === "boolean" ? record[name] : defaultAdaSettings[name];
  return {
    fontSize: clampFontSize(record.fontSize),
    contrast: oneOf(contrastModes, record.contrast, defaultAdaSettings.contrast),
    cursorSize: oneOf(cursorSizes, record.cursorSize, defaultAdaSettings.cursorSize),
    highlightLinks: flag("highlightLinks"),
    readableFont: flag("readableFont"),
    textSpacing: flag("textSpacing"),
  };
}
