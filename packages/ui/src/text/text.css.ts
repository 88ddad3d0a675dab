import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const text = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.body, maxWidth: vars.size.measure },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      /** A small label above a heading. */
      eyebrow: {
        color: vars.color.textMuted,
        fontWeight: 700,
        textTransform: "uppercase",
        letterSpacing: "0.08em",
      },
    },
    weight: { regular: {}, bold: { fontWeight: 700 } },
  },
  defaultVariants: { size: "md", tone: "default", weight: "regular" },
});
