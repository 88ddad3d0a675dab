import { keyframes, style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    minHeight: vars.size.target,
    paddingInline: vars.space.lg,
    border: "2px solid transparent",
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: 700,
    textDecoration: "none",
    cursor: "pointer",
    transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
    selectors: {
      "&:disabled, &[data-state='busy']": { cursor: "not-allowed", opacity: 0.8 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.primaryHover } },
      },
      secondary: {
        background: "transparent",
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { "&:hover:not(:disabled)": { background: vars.color.surface } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { "&:hover:not(:disabled)": { borderColor: vars.color.primary } },
      },
    },
  },
  defaultVariants: { variant: "primary" },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1em",
  height: "1em",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
});
