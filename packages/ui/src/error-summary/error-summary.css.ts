import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const summary = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const title = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.heading,
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const link = style({ color: vars.color.danger, fontWeight: 600 });
