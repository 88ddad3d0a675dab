import type { ColorScheme, ThemeColors } from "../color-scheme.ts";
import { palette as p } from "../tokens.ts";

/** Ivory pages, deep-navy ink and headings, warm brass accents: the firm's everyday look. */
export const lightScheme: ColorScheme = {
  canvas: p.ivory50,
  surface: p.white,
  surfaceMuted: p.ivory100,
  text: p.ink900,
  textMuted: p.ink600,
  heading: p.navy900,
  border: p.ivory200,
  control: p.ink500,
  primary: p.navy900,
  primaryHover: p.navy700,
  primaryText: p.white,
  accent: p.brass400,
  accentHover: p.brass300,
  accentText: p.navy950,
  attention: p.red700,
  attentionText: p.white,
  link: p.navy700,
  focusRing: p.brass600,
  danger: p.red700,
  dangerSurface: p.red50,
  success: p.green700,
  successSurface: p.green50,
  highlight: p.yellow200,
  highlightText: p.navy950,
  overlay: "rgb(11 22 40 / 0.72)",
  scrim: "rgb(251 248 242 / 0.88)",
};

/** Deep-navy bands (hero, calls to action) with ivory text and brass details. */
export const navyScheme: ColorScheme = {
  canvas: p.navy900,
  surface: p.navy800,
  surfaceMuted: p.navy950,
  text: p.ivory50,
  textMuted: "#cfd8e6",
  heading: p.white,
  border: p.navy600,
  control: p.navy300,
  primary: p.ivory50,
  primaryHover: p.navy100,
  primaryText: p.navy900,
  accent: p.brass400,
  accentHover: p.brass300,
  accentText: p.navy950,
  attention: p.red400,
  attentionText: p.navy950,
  link: p.brass200,
  focusRing: p.brass300,
  danger: "#fda29b",
  dangerSurface: "#3b1b22",
  success: p.green300,
  successSurface: "#12362a",
  highlight: p.yellow200,
  highlightText: p.navy950,
  overlay: "rgb(11 22 40 / 0.8)",
  scrim: "rgb(11 22 40 / 0.78)",
};

export const defaultTheme: ThemeColors = {
  color: lightScheme,
  inverse: navyScheme,
  shadow: {
    raised: "0 1px 2px rgb(16 33 59 / 0.08), 0 4px 12px rgb(16 33 59 / 0.08)",
    overlay: "0 24px 48px rgb(11 22 40 / 0.3)",
  },
};
