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

/** Only for the icon stories. */
export const gallery = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
  gap: "1.5rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: "1.5rem",
});

export const galleryItem = style({
  display: "grid",
  justifyItems: "center",
  gap: "0.5rem",
  fontSize: "0.875rem",
});
