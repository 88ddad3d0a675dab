import type { ColorScheme, ThemeColors } from "../color-scheme.ts";
import { palette as p } from "../tokens.ts";

/** Black on white, every text pair at least 7:1 (WCAG AAA), solid borders instead of shadows. */
const blackOnWhite: ColorScheme = {
  canvas: p.white,
  surface: p.white,
  surfaceMuted: "#f2f2f2",
  text: p.black,
  textMuted: "#1f1f1f",
  heading: p.black,
  border: p.black,
  control: p.black,
  primary: p.black,
  primaryHover: "#00205b",
  primaryText: p.white,
  accent: "#5a3a00",
  accentHover: "#3d2800",
  accentText: p.white,
  attention: "#8b0000",
  attentionText: p.white,
  link: "#00009f",
  focusRing: "#c00060",
  danger: "#9f0000",
  dangerSurface: "#fff0f0",
  success: "#00561d",
  successSurface: "#effaf2",
  highlight: "#ffff00",
  highlightText: p.black,
  overlay: "rgb(0 0 0 / 0.85)",
  scrim: "rgb(255 255 255 / 0.94)",
};

/** White and yellow on black for the bands. */
const whiteOnBlack: ColorScheme = {
  canvas: p.black,
  surface: p.black,
  surfaceMuted: "#141414",
  text: p.white,
  textMuted: "#f0f0f0",
  heading: p.white,
  border: p.white,
  control: p.white,
  primary: p.white,
  primaryHover: "#ffff00",
  primaryText: p.black,
  accent: "#ffd23f",
  accentHover: "#ffff00",
  accentText: p.black,
  attention: "#ff9b9b",
  attentionText: p.black,
  link: "#ffff00",
  focusRing: "#00ffff",
  danger: "#ffb3b3",
  dangerSurface: p.black,
  success: "#8dffa8",
  successSurface: p.black,
  highlight: "#ffff00",
  highlightText: p.black,
  overlay: "rgb(0 0 0 / 0.9)",
  scrim: "rgb(0 0 0 / 0.88)",
};

export const highContrastTheme: ThemeColors = {
  color: blackOnWhite,
  inverse: whiteOnBlack,
  shadow: { raised: `0 0 0 1px ${p.black}`, overlay: `0 0 0 2px ${p.black}` },
};
