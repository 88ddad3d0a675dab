import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: "translate(-50%, -46%) scale(0.97)" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  selectors: {
    "&[data-state='open']": { animation: `${fadeIn} ${vars.motion.medium} ease-out` },
    "&[data-state='closed']": { animation: `${fadeOut} ${vars.motion.medium} ease-in` },
  },
});

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(32rem, calc(100vw - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  borderTop: `6px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  selectors: {
    "&[data-state='open']": { animation: `${rise} ${vars.motion.medium} ease-out` },
    "&[data-state='closed']": { animation: `${fadeOut} ${vars.motion.medium} ease-in` },
  },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  paddingInlineEnd: vars.space.xl,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});

export const description = style({ margin: 0, marginBlockEnd: vars.space.md });

export const close = style({
  position: "absolute",
  top: vars.space.md,
  right: vars.space.md,
  display: "grid",
  placeItems: "center",
  width: vars.size.target,
  height: vars.size.target,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.canvas } },
});

export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
  marginBlockStart: vars.space.lg,
});
