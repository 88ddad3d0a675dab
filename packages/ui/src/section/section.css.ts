import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/tokens.ts";
import { inverseTone } from "../theme/utilities.css.ts";

export const section = recipe({
  base: { color: vars.color.text },
  variants: {
    tone: {
      default: { background: vars.color.canvas },
      muted: { background: vars.color.surfaceMuted },
      inverse: [inverseTone],
    },
    spacing: {
      md: { paddingBlock: vars.space.xl },
      lg: { paddingBlock: vars.space.xl, "@media": { [media.desktop]: { paddingBlock: vars.space.xxl } } },
    },
  },
  defaultVariants: { tone: "default", spacing: "lg" },
});
