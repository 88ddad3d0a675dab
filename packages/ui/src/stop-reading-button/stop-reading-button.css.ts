import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/**
 * The corners' floating buttons (accessibility bottom-left, language bottom-right) are at most this
 * tall (floating-action-button.css.ts: 3.5rem), so a button this far up never covers them, whatever
 * the screen's width, the language or the text size.
 */
const floatingRow = "3.5rem";

export const placement = style({
  position: "fixed",
  zIndex: 40,
  insetInline: vars.space.md,
  insetBlockEnd: `calc(${vars.space.md} + ${floatingRow} + ${vars.space.sm})`,
  display: "flex",
  justifyContent: "center",
  pointerEvents: "none",
});

export const button = style({
  pointerEvents: "auto",
  boxShadow: vars.shadow.overlay,
  gap: vars.space.sm,
});
