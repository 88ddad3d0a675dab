import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const fieldset = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const legend = style({
  float: "left",
  width: "100%",
  padding: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });
