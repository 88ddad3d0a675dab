import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const viewport = style({
  position: "fixed",
  zIndex: 50,
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  width: "min(24rem, calc(100vw - 2rem))",
  margin: 0,
  padding: 0,
  listStyle: "none",
  outline: "none",
});

const slideIn = keyframes({ from: { opacity: 0, transform: "translateY(-0.75rem)" } });
const fadeOut = keyframes({ to: { opacity: 0 } });

export const toast = recipe({
  base: {
    display: "grid",
    gridTemplateColumns: "auto 1fr auto",
    gap: vars.space.sm,
    alignItems: "start",
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: "6px solid",
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    selectors: {
      "&[data-state='open']": { animation: `${slideIn} ${vars.motion.medium} ease-out` },
      "&[data-state='closed']": { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
    },
  },
  variants: {
    tone: {
      info: { borderColor: vars.color.primary },
      success: { borderColor: vars.color.success, background: vars.color.successSurface },
      error: { borderColor: vars.color.danger, background: vars.color.dangerSurface },
    },
  },
});

export const icon = recipe({
  variants: {
    tone: {
      info: { color: vars.color.primary },
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
    },
  },
});

export const title = style({ margin: 0, fontWeight: 700, color: vars.color.heading });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm });

export const close = style({
  display: "grid",
  placeItems: "center",
  width: vars.size.target,
  height: vars.size.target,
  margin: `calc(-1 * ${vars.space.sm})`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});
