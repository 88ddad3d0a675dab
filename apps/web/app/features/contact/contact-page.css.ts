import { vars } from "@firm/ui/theme-contract";
import { media } from "@firm/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The band holding the form and the contact details. */
export const band = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.desktop]: { paddingBlock: vars.space.xxl } },
});

export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

/** A white card around a form or a group of details. */
export const card = style({
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const group = style({ display: "grid", gap: vars.space.sm });

export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const label = style({ fontWeight: 600, color: vars.color.heading });

export const link = style({ color: vars.color.link, fontWeight: 600, overflowWrap: "anywhere" });

export const address = style({ fontStyle: "normal" });

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const location = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const directions = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });

export const heroPhone = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });
