import { vars } from "@firm/ui/theme-contract";
import { media } from "@firm/ui/tokens";
import { style } from "@vanilla-extract/css";

/** Layouts the ui's Container/Section/Stack/Grid leave open: section headers, split columns, notes. */

export const sectionBody = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { [media.desktop]: { gap: vars.space.xxl } },
});

/** A heading with its introduction, under a short brass rule. */
export const sectionHeader = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: vars.size.measure,
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

/** Two columns on large screens: a narrower lead column and the main one. */
export const split = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": {
    [media.desktop]: { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)", gap: vars.space.xxl },
  },
});

/** The lead column stays in view beside a long main column (under the sticky header). */
export const sticky = style({
  display: "grid",
  gap: vars.space.lg,
  minWidth: 0,
  "@media": { [media.desktop]: { position: "sticky", top: "8rem" } },
});

export const column = style({ display: "grid", gap: vars.space.lg, minWidth: 0 });

/** Small print required by the bar rules, kept right by the claim it qualifies. */
export const finePrint = style({
  margin: 0,
  maxWidth: vars.size.measure,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.accent}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const card = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  "@media": { [media.tablet]: { padding: vars.space.xl } },
});
