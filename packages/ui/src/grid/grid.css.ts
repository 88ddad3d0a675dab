import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

const columns = (minimum: string) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minimum}), 1fr))`,
});

export const grid = recipe({
  base: { display: "grid", margin: 0, padding: 0, listStyle: "none" },
  variants: {
    /** The narrowest a column gets before the grid drops a column. */
    minColumn: { sm: columns("12rem"), md: columns("17rem"), lg: columns("22rem") },
    gap: { md: { gap: vars.space.md }, lg: { gap: vars.space.lg }, xl: { gap: vars.space.xl } },
  },
  defaultVariants: { minColumn: "md", gap: "lg" },
});
