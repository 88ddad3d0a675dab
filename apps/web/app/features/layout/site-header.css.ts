import { vars } from "@firm/ui/theme-contract";
import { style } from "@vanilla-extract/css";

export const header = style({ display: "contents" });

export const topBar = style({ fontSize: vars.fontSize.sm });

const inner = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  maxWidth: "76rem",
  marginInline: "auto",
  paddingInline: vars.space.md,
} as const;

export const topBarInner = style({ ...inner, paddingBlock: vars.space.xs, justifyContent: "flex-end" });

export const topLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "1.5rem",
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const tagline = style({ marginInlineEnd: "auto", order: -1 });

export const mainBar = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});

export const mainBarInner = style({
  ...inner,
  justifyContent: "space-between",
  flexWrap: "nowrap",
  paddingBlock: vars.space.sm,
});
