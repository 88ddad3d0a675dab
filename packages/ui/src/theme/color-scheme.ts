/** The colour roles every scheme fills. A theme has two schemes: `color` (the page) and `inverse` (bands). */
export const colorRoles = [
  "canvas",
  "surface",
  "surfaceMuted",
  "text",
  "textMuted",
  "heading",
  "border",
  "control",
  "primary",
  "primaryHover",
  "primaryText",
  "accent",
  "accentHover",
  "accentText",
  "attention",
  "attentionText",
  "link",
  "focusRing",
  "danger",
  "dangerSurface",
  "success",
  "successSurface",
  "highlight",
  "highlightText",
  "overlay",
  /** Translucent canvas laid over photos and video so text on them keeps its contrast. */
  "scrim",
] as const;

export type ColorRole = (typeof colorRoles)[number];

export type ColorScheme = Readonly<Record<ColorRole, string>>;

export type ThemeColors = {
  /** The page: canvas, cards, forms. */
  readonly color: ColorScheme;
  /** Bands of the opposite lightness (hero, call-to-action): components inside see these as `color`. */
  readonly inverse: ColorScheme;
  readonly shadow: { readonly raised: string; readonly overlay: string };
};
