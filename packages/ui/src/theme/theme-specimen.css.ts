import { style } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";

/** Only for the theme stories: a subtree with its own `data-contrast` paints its own canvas. */
export const scope = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const band = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
});

export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(20rem, 1fr))",
});
