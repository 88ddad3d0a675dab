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

/** Text-size changes waiting for the next paint, by element: a newer change replaces a waiting one. */
const pendingFontSizes = new WeakMap<HTMLElement, () => void>();

/**
 * Sets the data attributes that changed and drops a text size still waiting: the caller's settings
 * are newer. An attribute set again to its own value would still restyle the whole page.
 */
function applyDataAttributes(element: HTMLElement, attributes: SettingsAttributes): void {
  pendingFontSizes.get(element)?.();
  for (const name of settingsAttributeNames) {
    const value = attributes[name];
    if (value === undefined) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/** The same, applied to an existing element (usually `document.documentElement`) at once. */
export function applySettingsAttributes(element: HTMLElement, settings: AdaSettings): void {
  const attributes = settingsAttributes(settings);
  applyDataAttributes(element, attributes);
  element.style.fontSize = attributes.style?.fontSize ?? "";
}

/**
 * How long a text size waits for a held key's release before it applies anyway (a key held down).
 * A release elsewhere (the window loses focus) applies it at once.
 */
export const keyReleaseWaitMs = 3000;

export type AfterPaintOptions = {
  /**
   * The change came from a key still held down (Enter activates a button on keydown): the text size
   * waits for that key's release too, so the key's release also paints at once. Auto-repeat only
   * replaces the waiting size, and the page lays out once, at the size the visitor stopped at.
   */
  afterKeyRelease?: boolean;
};

/**
 * The same after a change in the accessibility panel: the attributes at once, the text size after
 * the next paint. A new root font size lays the whole page out again (hundreds of milliseconds on a
 * slow phone), so the control that asked for it first paints its new value and state, and the text
 * grows a frame later (a task after the next animation frame, which follows that frame's paint).
 * From the first change on, `data-offscreen="skipped"` lets the page sections off screen skip that
 * layout until they are reached (settings.css.ts).
 */
export function applySettingsAttributesAfterPaint(
  element: HTMLElement,
  settings: AdaSettings,
  options: AfterPaintOptions = {},
): void {
  const attributes = settingsAttributes(settings);
  if (element.getAttribute("data-offscreen") !== "skipped") element.setAttribute("data-offscreen", "skipped");
  applyDataAttributes(element, attributes);
  const fontSize = attributes.style?.fontSize ?? "";
  if (element.style.fontSize === fontSize) return;
  const view = element.ownerDocument.defaultView ?? window;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let releaseWait: ReturnType<typeof setTimeout> | undefined;
  const stopWaitingForRelease = () => {
    clearTimeout(releaseWait);
    view.removeEventListener("keyup", afterRelease, true);
    view.removeEventListener("blur", afterRelease);
  };
  const afterPaint = () => {
    frame = view.requestAnimationFrame(() => {
      timer = setTimeout(() => {
        pendingFontSizes.delete(element);
        element.style.fontSize = fontSize;
      }, 0);
    });
  };
  function afterRelease() {
    stopWaitingForRelease();
    afterPaint();
  }
  if (options.afterKeyRelease) {
    view.addEventListener("keyup", afterRelease, true);
    view.addEventListener("blur", afterRelease);
    releaseWait = setTimeout(afterRelease, keyReleaseWaitMs);
  } else afterPaint();
  pendingFontSizes.set(element, () => {
    stopWaitingForRelease();
    if (frame !== undefined) view.cancelAnimationFrame(frame);
    clearTimeout(timer);
    pendingFontSizes.delete(element);
  });
}
