import { vars } from "@firm/ui/theme-contract";
import { media } from "@firm/ui/tokens";
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

/**
 * On phones one row as tall as a control (decision 0085): the short service area, the phone and
 * e-mail links as icons (their names say the number and address), the relocation button. From
 * tablets on, the full texts wrap as needed.
 */
export const topBarInner = style({
  ...inner,
  flexWrap: "nowrap",
  gap: vars.space.sm,
  justifyContent: "flex-end",
  "@media": {
    [media.tablet]: { flexWrap: "wrap", gap: inner.gap, paddingBlock: vars.space.xs },
  },
});

export const topLink = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
  "@media": { [media.tablet]: { minWidth: 0, minHeight: "1.5rem" } },
});

export const tagline = style({ marginInlineEnd: "auto", order: -1, lineHeight: vars.lineHeight.heading });

/** Shown on phones only, in place of a longer text. */
export const phoneText = style({ "@media": { [media.tablet]: { display: "none" } } });

/** Shown from tablets on; on phones the short text, or the link's name alone, stands in. */
export const wideText = style({ display: "none", "@media": { [media.tablet]: { display: "inline" } } });

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
