import { style } from "@vanilla-extract/css";

/** Story layout only: a 16:9 box with the picture and the video filling it. */
export const frame = style({
  position: "relative",
  isolation: "isolate",
  maxWidth: "40rem",
  aspectRatio: "16 / 9",
});

export const layer = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
});
