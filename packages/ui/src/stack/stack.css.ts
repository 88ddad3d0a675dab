import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

const gaps = Object.fromEntries(
  (Object.keys(vars.space) as (keyof typeof vars.space)[]).map((key) => [key, { gap: vars.space[key] }]),
) as Record<keyof typeof vars.space, { gap: string }>;

export const stack = recipe({
  base: { display: "flex", margin: 0, padding: 0, listStyle: "none" },
  variants: {
    direction: {
      column: { flexDirection: "column" },
      row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center" },
    },
    gap: gaps,
    align: { stretch: {}, start: { alignItems: "flex-start" }, center: { alignItems: "center" } },
  },
  defaultVariants: { direction: "column", gap: "md", align: "stretch" },
});
