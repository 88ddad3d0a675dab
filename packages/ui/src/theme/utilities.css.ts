import { style } from "@vanilla-extract/css";
import { colorRoles } from "./color-scheme.ts";
import { vars } from "./contract.css.ts";

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** A band of the opposite lightness: every component inside reads the theme's inverse scheme. */
export const inverseTone = style({
  vars: Object.fromEntries(colorRoles.map((role) => [vars.color[role], vars.inverse[role]])),
  background: vars.color.canvas,
  color: vars.color.text,
});

/** A "skip to main content" link: out of sight until it has keyboard focus, then at the top corner (WCAG 2.4.1). */
export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  top: "-10rem",
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: 700,
  selectors: { "&:focus": { top: vars.space.md } },
});
