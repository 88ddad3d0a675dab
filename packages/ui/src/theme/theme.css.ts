import { createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { fonts, palette } from "./tokens.ts";

/** The default theme, on the document root. Sizes are rem so the text-size setting scales everything. */
createGlobalTheme(":root", vars, {
  color: {
    canvas: palette.ivory50,
    surface: palette.white,
    text: palette.ink900,
    textMuted: palette.ink600,
    heading: palette.navy900,
    primary: palette.navy900,
    primaryText: palette.white,
    primaryHover: palette.navy700,
    accent: palette.brass400,
    accentText: palette.navy950,
    border: "#c9cfd9",
    focusRing: palette.brass600,
    link: palette.navy700,
    danger: palette.red700,
    dangerSurface: palette.red50,
    success: palette.green700,
    successSurface: palette.green50,
    overlay: "rgb(11 22 40 / 0.72)",
  },
  font: { heading: fonts.heading, body: fonts.body },
  fontSize: { sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem", xxl: "2.25rem", display: "3rem" },
  lineHeight: { body: "1.6", heading: "1.2" },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" },
  radius: { sm: "0.25rem", md: "0.5rem", pill: "999px" },
  shadow: {
    raised: "0 1px 2px rgb(16 33 59 / 0.08), 0 4px 12px rgb(16 33 59 / 0.08)",
    overlay: "0 24px 48px rgb(11 22 40 / 0.3)",
  },
  motion: { fast: "150ms", medium: "300ms" },
  size: { target: "2.75rem", focusWidth: "3px" },
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("body", {
  margin: 0,
  background: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

globalStyle(":focus-visible", {
  outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: "2px",
});

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});
