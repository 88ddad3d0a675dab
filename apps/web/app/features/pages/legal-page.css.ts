import { vars } from "@firm/ui/theme-contract";
import { globalStyle, style } from "@vanilla-extract/css";
import { sectionHeader } from "./pages.css.ts";

/** The page's heading under the sections' brass rule, as wide as the legal text below it. */
export const header = style([sectionHeader, { maxWidth: "none" }]);

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
