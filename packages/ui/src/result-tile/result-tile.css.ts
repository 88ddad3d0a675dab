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
});

export const amount = style({
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
});

export const description = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm });
