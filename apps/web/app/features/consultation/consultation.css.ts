import { vars } from "@firm/ui/theme-contract";
import { media } from "@firm/ui/tokens";
import { style } from "@vanilla-extract/css";

export const band = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.desktop]: { paddingBlock: vars.space.xxl } },
});

export const layout = style({ display: "grid", gap: vars.space.xl, maxWidth: "56rem", marginInline: "auto" });

export const form = style({ display: "grid", gap: vars.space.lg });

export const submitBox = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});

export const note = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const heroAvailability = style({ margin: 0, alignSelf: "center", fontWeight: 600 });

export const contacts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
