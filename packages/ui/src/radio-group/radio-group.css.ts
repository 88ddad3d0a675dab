import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: 600,
  color: vars.color.heading,
});

export const options = recipe({
  base: { display: "flex", gap: `0 ${vars.space.lg}`, marginBlockStart: vars.space.xs },
  variants: {
    layout: { column: { flexDirection: "column" }, row: { flexDirection: "row", flexWrap: "wrap" } },
  },
  defaultVariants: { layout: "column" },
});

export const optionText = style({ display: "grid" });
