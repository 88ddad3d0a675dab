import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const checkbox = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  paddingBlock: vars.space.xs,
});

export const label = style({ cursor: "pointer", color: vars.color.text });
