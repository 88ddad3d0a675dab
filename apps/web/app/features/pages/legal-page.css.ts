import { vars } from "@firm/ui/theme-contract";
import { globalStyle, style } from "@vanilla-extract/css";

export const header = style({
  display: "grid",
  gap: vars.space.md,
  selectors: {
    "&::before": {
      content: "",
      width: "3rem",
      height: "3px",
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
    },
  },
});

export const body = style({ display: "grid", gap: vars.space.xl });

export const section = style({
  display: "grid",
  gap: vars.space.md,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  lineHeight: vars.lineHeight.body,
});

globalStyle(`${list} li::marker`, { color: vars.color.accent });

export const contact = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
});
