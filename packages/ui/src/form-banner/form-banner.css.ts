import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const banner = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: "6px solid",
});

export const tone = styleVariants({
  success: { background: vars.color.successSurface, borderColor: vars.color.success, color: vars.color.text },
  error: { background: vars.color.dangerSurface, borderColor: vars.color.danger, color: vars.color.text },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const message = style({ margin: 0 });
