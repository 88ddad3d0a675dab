import { vars } from "@firm/ui/theme-contract";
import { style } from "@vanilla-extract/css";

export const main = style({ padding: `${vars.space.xl} ${vars.space.md}` });

export const section = style({ maxWidth: "48rem", marginInline: "auto" });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});
