import { keyframes, style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

/**
 * A ring that grows out of the button and fades. Only transform and opacity change, so the compositor
 * runs it: a box-shadow pulse repainted the page's main thread on every frame for as long as it showed.
 * It plays twice (4 s) and stops: movement that starts by itself stops within 5 s (WCAG 2.2.2), and a
 * phone's compositor does not draw it for as long as the page stays open.
 */
const pulse = keyframes({
  "0%": { transform: "scale(1)", opacity: 0.7 },
  "70%": { transform: "scale(1.12, 1.45)", opacity: 0 },
  "100%": { transform: "scale(1.12, 1.45)", opacity: 0 },
});

/** Pulses before the ring rests: 2 × 2 s, under WCAG 2.2.2's 5 s. */
const pulseCount = 2;

const filled = (background: string, color: string, hover: string) => ({
  background,
  color,
  selectors: { "&:hover:not(:disabled):not([data-state='busy'])": { background: hover } },
});

/** Shared by Button and ButtonLink. */
export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    minHeight: vars.size.target,
    minWidth: vars.size.target,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xs,
    border: "2px solid transparent",
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: 700,
    lineHeight: vars.lineHeight.heading,
    textAlign: "center",
    textDecoration: "none",
    cursor: "pointer",
    transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
    selectors: {
      "&:disabled, &[data-state='busy']": { cursor: "not-allowed", opacity: 0.85 },
    },
  },
  variants: {
    variant: {
      primary: filled(vars.color.primary, vars.color.primaryText, vars.color.primaryHover),
      secondary: {
        background: "transparent",
        color: vars.color.primary,
        borderColor: vars.color.primary,
        // Filled on hover: a white fill on an ivory page was nearly invisible.
        selectors: {
          "&:hover:not(:disabled)": { background: vars.color.primary, color: vars.color.primaryText },
        },
      },
      accent: filled(vars.color.accent, vars.color.accentText, vars.color.accentHover),
      /** Call now: outlined in brass, with a phone icon (added by the component). */
      call: {
        background: "transparent",
        color: vars.color.primary,
        borderColor: vars.color.accent,
        selectors: {
          "&:hover:not(:disabled)": { background: vars.color.accent, color: vars.color.accentText },
        },
      },
      /**
       * An action that deletes or revokes something, said in its label ("Delete 12 requests"): the
       * theme's danger colour, the surface colour for text (the pair error text already passes).
       */
      danger: {
        background: vars.color.danger,
        color: vars.color.surface,
        selectors: {
          "&:hover:not(:disabled):not([data-state='busy'])": {
            textDecoration: "underline",
            textUnderlineOffset: "0.2em",
          },
        },
      },
      /** Something to notice (the relocation notice): red, with two pulses unless motion is reduced. */
      attention: {
        ...filled(vars.color.attention, vars.color.attentionText, vars.color.attention),
        position: "relative",
        isolation: "isolate",
        "::before": {
          content: "",
          position: "absolute",
          inset: "-2px",
          zIndex: -1,
          borderRadius: "inherit",
          background: vars.color.attention,
          opacity: 0,
          pointerEvents: "none",
        },
        "@media": {
          "(prefers-reduced-motion: no-preference)": {
            selectors: { "&::before": { animation: `${pulse} 2s ${vars.motion.slow} ${pulseCount}` } },
          },
        },
      },
    },
    size: {
      sm: { minHeight: "2.25rem", paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: {},
      lg: { minHeight: "3.25rem", paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: "100%" } },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1em",
  height: "1em",
  flexShrink: 0,
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s !important" } },
});
