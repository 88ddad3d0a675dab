import { vars } from "@firm/ui/theme-contract";
import { media } from "@firm/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The attorneys band: the message beside three figures. */
export const band = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  "@media": {
    [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: vars.space.xxl },
  },
});

export const highlights = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const highlight = style({
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const highlightValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
  "@media": { [media.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const highlightText = style({ color: vars.color.textMuted });

/** The founder's line: the firm's promise in the display face. */
export const founder = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.body,
  color: vars.color.heading,
  maxWidth: vars.size.measure,
});

/** A column of blocks (quotes, a message and its figures). */
export const column = style({ display: "grid", gap: vars.space.lg, alignContent: "start" });
