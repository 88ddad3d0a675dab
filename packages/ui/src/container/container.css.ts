import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/tokens.ts";

export const container = recipe({
  base: {
    width: "100%",
    marginInline: "auto",
    paddingInline: vars.space.md,
    "@media": { [media.tablet]: { paddingInline: vars.space.lg } },
  },
  variants: {
    width: {
      page: { maxWidth: `calc(${vars.size.page} + 2 * ${vars.space.lg})` },
      text: { maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space.lg})` },
    },
  },
  defaultVariants: { width: "page" },
});
