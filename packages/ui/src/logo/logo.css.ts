import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

const markSize = "2.75rem";

export const logo = style({
  display: "inline-flex",
  flexDirection: "column",
  color: vars.color.heading,
  lineHeight: vars.lineHeight.heading,
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.target,
  color: "inherit",
  textDecoration: "none",
});

export const mark = style({ flexShrink: 0, width: markSize, height: markSize });

export const shield = style({ fill: vars.color.primary, stroke: vars.color.accent, strokeWidth: 2 });

export const pillars = style({ fill: vars.color.accent });

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  letterSpacing: "0.01em",
});

/** Under the name, aligned with it. */
export const tagline = style({
  marginInlineStart: `calc(${markSize} + ${vars.space.sm})`,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
