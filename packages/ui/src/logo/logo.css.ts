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

/**
 * Its top padding sets the name, as one line, a little below the mark's middle, so the tagline sits
 * close under it without overlapping a name that wraps (a phone, or a larger text size).
 */
export const name = style({
  paddingBlockStart: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  letterSpacing: "0.01em",
});

/** Under the name, aligned with it. */
export const tagline = style({
  marginInlineStart: `calc(${markSize} + ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
