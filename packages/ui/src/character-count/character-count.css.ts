import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** The text area with its count: the field's own grid (label, control, count, hint, error). */
export const count = style({ display: "grid" });

/** The visible count, under the text area; past the limit, in the danger colour with an icon. */
export const status = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "flex-start",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    [`${count}[data-state="over"] &`]: { color: vars.color.danger, fontWeight: 600 },
  },
});
