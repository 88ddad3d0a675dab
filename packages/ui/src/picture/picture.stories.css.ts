import { style } from "@vanilla-extract/css";

/** Story layout only: the picture at the width of its column, at its own proportions. */
export const fitted = style({ display: "block", width: "100%", maxWidth: "24rem", height: "auto" });

/** Story layout only (a don't): the picture forced into a box of another shape. */
export const stretched = style({
  display: "block",
  width: "100%",
  maxWidth: "24rem",
  height: "6rem",
  objectFit: "fill",
});
