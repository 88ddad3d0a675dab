import { vars } from "@firm/ui/theme-contract";
import { media } from "@firm/ui/tokens";
import { globalStyle, style } from "@vanilla-extract/css";

export const paragraphs = style({ display: "grid", gap: vars.space.md });

/** The lead attorney: monogram and name beside the biography, credentials underneath. */
export const profile = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.desktop]: { gridTemplateColumns: "auto minmax(0, 1fr)", gap: vars.space.xl } },
});

export const monogram = style({
  display: "grid",
  placeItems: "center",
  width: "6rem",
  height: "6rem",
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.accent}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: "0.04em",
  "@media": { [media.desktop]: { width: "8rem", height: "8rem", fontSize: vars.fontSize.xxl } },
});

export const identity = style({ display: "grid", gap: vars.space.xs });

export const credentials = style({
  display: "grid",
  gap: vars.space.lg,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const credential = style({ display: "grid", alignContent: "start", gap: vars.space.sm });

export const credentialList = style({
  display: "grid",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.text,
});

globalStyle(`${credentialList} li::marker`, { color: vars.color.accent });

export const teamBlock = style({ display: "grid", gap: vars.space.lg });
