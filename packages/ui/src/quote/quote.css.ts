import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const figure = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const mark = style({ color: vars.color.accent, fontSize: vars.fontSize.xl });

export const text = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontStyle: "italic",
  lineHeight: vars.lineHeight.body,
  color: vars.color.heading,
});

export const caption = style({ fontWeight: 700, color: vars.color.textMuted });
