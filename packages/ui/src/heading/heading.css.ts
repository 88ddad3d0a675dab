import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/tokens.ts";

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: 700,
    lineHeight: vars.lineHeight.heading,
    color: vars.color.heading,
    textWrap: "balance",
  },
  variants: {
    size: {
      display: {
        fontSize: vars.fontSize.xxl,
        "@media": { [media.desktop]: { fontSize: vars.fontSize.display } },
      },
      xl: { fontSize: vars.fontSize.xl, "@media": { [media.desktop]: { fontSize: vars.fontSize.xxl } } },
      lg: { fontSize: vars.fontSize.xl },
      md: { fontSize: vars.fontSize.lg },
      sm: { fontSize: vars.fontSize.md, fontFamily: vars.font.body },
    },
  },
});
