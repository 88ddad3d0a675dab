import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";

export const controls = style({ display: "grid", gap: vars.space.md });

export const control = style({ display: "grid", gap: vars.space.xs });

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const controlLabel = style({ padding: 0, fontWeight: 700, color: vars.color.heading });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stepper = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

const squareButton = {
  display: "grid",
  placeItems: "center",
  width: vars.size.target,
  height: vars.size.target,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: "pointer",
} as const;

export const stepButton = style({
  ...squareButton,
  selectors: {
    "&:hover:not([aria-disabled])": { background: vars.color.primary, color: vars.color.primaryText },
    "&[aria-disabled]": { borderStyle: "dashed", cursor: "not-allowed" },
  },
});

export const stepValue = style({
  minWidth: "4ch",
  textAlign: "center",
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

/**
 * The options side by side while their labels fit on one line each, else on further rows, each row
 * filling the width: a label wraps only between words, never inside one (Spanish runs longer, and the
 * text-size setting enlarges it). The primary colour behind the gaps draws the dividers.
 */
export const segments = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "2px",
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  overflow: "hidden",
});

export const segment = style({
  position: "relative",
  flex: "1 1 auto",
  display: "grid",
  placeItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  textAlign: "center",
  fontWeight: 600,
  color: vars.color.primary,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&[data-state='checked']": { background: vars.color.primary, color: vars.color.primaryText },
    "&:hover:not([data-state='checked'])": { background: vars.color.surfaceMuted },
    "&:has(:focus-visible)": {
      outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusWidth} - 2px)`,
    },
  },
});

/** The radio stays in the accessibility tree and keyboard order; the label is what shows. */
export const segmentInput = style([visuallyHidden]);

// Windows high contrast (forced colours) drops backgrounds: mark the chosen segment and the switch thumb
// with system colours so their state stays visible.
const forced = "(forced-colors: active)";

globalStyle(`${segment}[data-state='checked']`, {
  "@media": { [forced]: { background: "Highlight", color: "HighlightText", forcedColorAdjust: "none" } },
});

export const switchButton = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  width: "100%",
  minHeight: vars.size.target,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  textAlign: "start",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const switchTrack = style({
  flexShrink: 0,
  display: "flex",
  alignItems: "center",
  width: "3rem",
  height: "1.75rem",
  padding: "2px",
  border: `2px solid ${vars.color.control}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.fast} ease`,
  selectors: {
    [`${switchButton}[data-state='checked'] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      justifyContent: "flex-end",
    },
  },
});

export const switchThumb = style({
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: vars.radius.pill,
  background: vars.color.control,
  "@media": { "(forced-colors: active)": { background: "CanvasText", forcedColorAdjust: "none" } },
  selectors: { [`${switchButton}[data-state='checked'] &`]: { background: vars.color.primaryText } },
});
