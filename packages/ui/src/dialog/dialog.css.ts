import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/tokens.ts";

// Transitions, not animations: Radix unmounts at once when the exit time is over.
const enter = `opacity ${vars.motion.medium} ease-out, transform ${vars.motion.medium} ease-out`;

/** Above the page's floating buttons (z-index 40) and header menus. */
const layer = 60;

export const overlay = recipe({
  base: {
    position: "fixed",
    zIndex: layer,
    inset: 0,
    opacity: 0,
    transition: `opacity ${vars.motion.medium} ease`,
    selectors: { "&[data-state='open']": { opacity: 1 } },
  },
  variants: {
    backdrop: {
      /** The page darkens behind the dialog. */
      dim: { background: vars.color.overlay },
      /**
       * The page stays as it was; the card's shadow and accent border set it apart. Still modal: the
       * overlay takes the pointer and the page is inert.
       */
      clear: { background: "transparent" },
    },
  },
  defaultVariants: { backdrop: "dim" },
});

export const content = recipe({
  base: {
    position: "fixed",
    zIndex: layer,
    maxHeight: "calc(100dvh - 2rem)",
    overflowY: "auto",
    padding: vars.space.xl,
    paddingBlockStart: vars.space.xl,
    borderRadius: vars.radius.md,
    borderTop: `6px solid ${vars.color.accent}`,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    opacity: 0,
    transition: enter,
    selectors: { "&[data-state='open']": { opacity: 1 } },
  },
  variants: {
    placement: {
      center: {
        top: "50%",
        left: "50%",
        width: "min(32rem, calc(100vw - 2rem))",
        transform: "translate(-50%, -46%) scale(0.97)",
        selectors: { "&[data-state='open']": { transform: "translate(-50%, -50%)" } },
      },
      start: {
        insetInline: "1rem",
        bottom: "1rem",
        transform: "translateY(1.5rem)",
        selectors: { "&[data-state='open']": { transform: "none" } },
        "@media": { [media.tablet]: { insetInlineEnd: "auto", width: "24rem" } },
      },
    },
  },
  defaultVariants: { placement: "center" },
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
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

/**
 * Kept in view at the card's bottom edge while a long text scrolls under it (a phone, a larger text
 * size): the way on is never behind a scroll. Its own bottom padding stands in for the card's.
 */
export const actions = style({
  position: "sticky",
  bottom: `calc(-1 * ${vars.space.xl})`,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
  marginBlockEnd: `calc(-1 * ${vars.space.xl})`,
  paddingBlock: `${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.surface,
});
