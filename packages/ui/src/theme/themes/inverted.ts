import type { ColorScheme, ThemeColors } from "../color-scheme.ts";
import { palette as p } from "../tokens.ts";
import { lightScheme } from "./default.ts";

/** Light text on a near-black navy: the panel's "inverted" mode, without filters that would invert photos. */
const nightScheme: ColorScheme = {
  canvas: "#0a101c",
  surface: "#131c2c",
  surfaceMuted: "#0f1726",
  text: "#f4f1ea",
  textMuted: "#c3c9d4",
  heading: p.white,
  border: "#2c3a52",
  control: "#8b97ab",
  primary: "#f4f1ea",
  primaryHover: p.brass200,
  primaryText: p.navy950,
  accent: "#d4a450",
  accentHover: p.brass300,
  accentText: p.navy950,
  attention: "#ff8a7d",
  attentionText: p.navy950,
  link: "#a9c7ff",
  focusRing: "#ffd27a",
  danger: "#ff9d94",
  dangerSurface: "#3a1418",
  success: "#76d8a2",
  successSurface: "#0f2e21",
  highlight: p.yellow200,
  highlightText: p.navy950,
  overlay: "rgb(0 0 0 / 0.8)",
  scrim: "rgb(10 16 28 / 0.86)",
};

/** In the inverted theme the bands turn light: the default page scheme. */
export const invertedTheme: ThemeColors = {
  color: nightScheme,
  inverse: lightScheme,
  shadow: {
    raised: "0 0 0 1px #2c3a52",
    overlay: "0 24px 48px rgb(0 0 0 / 0.6)",
  },
};
