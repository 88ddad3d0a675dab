import { vars } from "@firm/ui/theme-contract";
import { globalStyle, style } from "@vanilla-extract/css";

export const list = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const link = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  gap: `0 ${vars.space.md}`,
  minHeight: vars.size.target,
  color: vars.color.text,
  textDecoration: "none",
});

export const icon = style({
  gridRow: "span 2",
  display: "grid",
  placeItems: "center",
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.heading,
  overflowWrap: "anywhere",
});

globalStyle(`${link}:hover ${value}`, { textDecoration: "underline" });
