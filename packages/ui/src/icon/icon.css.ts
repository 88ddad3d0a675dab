import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";

export const icon = recipe({
  base: {
    flexShrink: 0,
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    verticalAlign: "-0.125em",
  },
  variants: {
    size: {
      sm: { width: "1em", height: "1em" },
      md: { width: "1.25em", height: "1.25em" },
      lg: { width: "1.75em", height: "1.75em" },
    },
  },
  defaultVariants: { size: "md" },
});

export const gallery = style({ display: "flex", flexWrap: "wrap", gap: "1.5rem", fontSize: "1.5rem" });
