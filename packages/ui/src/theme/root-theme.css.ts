import { assignVars, createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import type { ThemeColors } from "./color-scheme.ts";
import { vars } from "./contract.css.ts";
import { defaultTheme } from "./themes/default.ts";
import { highContrastTheme } from "./themes/high-contrast.ts";
import { invertedTheme } from "./themes/inverted.ts";
import { fontSize, fonts, lineHeight, motion, radius, size, space } from "./tokens.ts";

/**
 * The default theme sits on :root; the other themes are keyed on `data-contrast` (see
 * settings-attributes.ts), on the root or on any subtree. Imported through theme.css.ts.
 */
createGlobalTheme(":root", vars, {
  ...defaultTheme,
  font: { heading: fonts.heading, body: fonts.body },
  fontSize,
  lineHeight,
  space,
  radius,
  motion,
  size,
});

const colorsOf = (theme: ThemeColors) => ({
  ...assignVars(vars.color, theme.color),
  ...assignVars(vars.inverse, theme.inverse),
  ...assignVars(vars.shadow, theme.shadow),
});

globalStyle(":root", { colorScheme: "light" });

globalStyle('[data-contrast="high"]', { vars: colorsOf(highContrastTheme), colorScheme: "light" });

globalStyle('[data-contrast="inverted"]', { vars: colorsOf(invertedTheme), colorScheme: "dark" });

// "normal" means "as the system asks": a high-contrast preference upgrades it; a chosen mode wins.
globalStyle(':root:not([data-contrast="inverted"])', {
  "@media": { "(prefers-contrast: more)": { vars: colorsOf(highContrastTheme) } },
});

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", { textSizeAdjust: "100%", WebkitTextSizeAdjust: "100%" });

globalStyle("body", {
  margin: 0,
  background: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

globalStyle("img, video, svg", { maxWidth: "100%" });

globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.2em" });

globalStyle("a:hover", { textDecorationThickness: "2px" });

globalStyle(":focus-visible", {
  outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusOffset,
});
