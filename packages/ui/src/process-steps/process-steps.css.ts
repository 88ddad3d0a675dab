import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const list = style({
  display: "grid",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
});

export const step = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  counterIncrement: "step",
  selectors: {
    // The number is decoration: the ordered list already tells assistive technology the position.
    "&::before": {
      content: "counter(step)",
      gridRow: "span 2",
      display: "grid",
      placeItems: "center",
      width: "2.75rem",
      height: "2.75rem",
      borderRadius: vars.radius.pill,
      border: `2px solid ${vars.color.accent}`,
      background: vars.color.primary,
      color: vars.color.primaryText,
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.lg,
      fontWeight: 700,
    },
  },
});

export const title = style({
  margin: 0,
  alignSelf: "center",
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});

export const description = style({ margin: 0, color: vars.color.text, maxWidth: vars.size.measure });
