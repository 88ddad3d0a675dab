import { vars } from "@firm/ui/theme-contract";
import { style, styleVariants } from "@vanilla-extract/css";

/**
 * The figures page's charts: every colour is a theme variable, so each contrast mode
 * (normal, high, inverted) redraws them in its own colours. Marks are never told apart by colour alone.
 */
export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 28rem), 1fr))",
  alignItems: "start",
});

export const figure = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const caption = style({
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.heading,
  marginBlockEnd: vars.space.sm,
});

export const chart = style({ display: "block", width: "100%", height: "auto", overflow: "visible" });

export const axisText = style({ fill: vars.color.text, fontSize: "13px", fontFamily: vars.font.body });

export const axisLine = style({ stroke: vars.color.textMuted, strokeWidth: 1 });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: "2 3" });

export const bar = style({ fill: vars.color.primary });

/**
 * Requests per source: the requests' bar, and inside it those that reached scheduled and signed,
 * each darker than the one it sits in (their counts are written beside them, in the legend's order).
 */
export const sourceMark = styleVariants({
  requests: { fill: vars.color.primary, fillOpacity: 0.2, stroke: vars.color.primary, strokeWidth: 1 },
  scheduled: { fill: vars.color.primary, fillOpacity: 0.55 },
  signed: { fill: vars.color.primary },
});

export const line = style({ fill: "none", stroke: vars.color.primary, strokeWidth: 2 });

export const area = style({ fill: vars.color.primary, fillOpacity: 0.15 });

export const dot = style({ fill: vars.color.primary });

export const summary = style({
  cursor: "pointer",
  fontWeight: 700,
  paddingBlock: vars.space.sm,
});

export const bigNumber = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  lineHeight: 1.1,
  color: vars.color.heading,
});

export const periods = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const current = style({ fontWeight: 700 });

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  fontWeight: 400,
});
