import { createThemeContract } from "@vanilla-extract/css";

/** The theme contract: components read only these variables; themes fill them. */
export const vars = createThemeContract({
  color: {
    canvas: null,
    surface: null,
    text: null,
    textMuted: null,
    heading: null,
    primary: null,
    primaryText: null,
    primaryHover: null,
    accent: null,
    accentText: null,
    border: null,
    focusRing: null,
    link: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    overlay: null,
  },
  font: { heading: null, body: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  lineHeight: { body: null, heading: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, pill: null },
  shadow: { raised: null, overlay: null },
  motion: { fast: null, medium: null },
  size: { target: null, focusWidth: null },
});
