import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const tile = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderBlockStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  containerType: "inline-size",
});

export const amount = style({
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  // The amount shrinks with a narrow tile (e.g. five across at 1280 px) instead of wrapping "$11.5
  // million" onto two lines and pushing its case type out of line with its row; 11cqi keeps the longest
  // amount (15 characters) on one line. It may still wrap at the largest text-size setting.
  fontSize: `clamp(${vars.fontSize.lg}, 11cqi, ${vars.fontSize.xxl})`,
  textWrap: "balance",
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});

/** Case types take two lines' room in every tile, so the descriptions of a row start level. */
export const title = style({
  margin: 0,
  minBlockSize: `calc(2em * ${vars.lineHeight.heading})`,
  lineHeight: vars.lineHeight.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
});

export const description = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm });
