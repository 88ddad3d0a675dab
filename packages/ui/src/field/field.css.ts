import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

/** Shared by every form control: text fields, select, textarea, radio group, checkbox, fieldset. */
export const field = style({ display: "grid", gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.heading });

export const asterisk = style({ color: vars.color.danger, marginInlineStart: vars.space.xs });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: "flex",
  gap: vars.space.xs,
  alignItems: "flex-start",
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: 600,
});

export const control = style({
  width: "100%",
  minHeight: vars.size.target,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.control}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  lineHeight: vars.lineHeight.body,
  selectors: {
    // Under the pointer the edge darkens to the text colour: the field answers before it is clicked.
    "&:hover:not(:disabled)": { borderColor: vars.color.text },
    "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
    "&:disabled": { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: "not-allowed" },
  },
});

/** Radio buttons and checkboxes: 24px, in the theme's colours. */
export const toggle = style({
  flexShrink: 0,
  width: vars.size.toggle,
  height: vars.size.toggle,
  margin: 0,
  marginBlockStart: "0.125rem",
  accentColor: vars.color.primary,
  cursor: "pointer",
  selectors: {
    // Under the pointer (on the box or its label) a ring in the primary colour.
    [`&:hover:not(:disabled), label:hover > &:not(:disabled)`]: {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.primary}`,
    },
    "&:disabled": { cursor: "not-allowed" },
  },
});

/** A radio or checkbox with its label beside it. */
export const choice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  minHeight: vars.size.target,
  paddingBlock: vars.space.xs,
  cursor: "pointer",
  selectors: { "&:has(:disabled)": { color: vars.color.textMuted, cursor: "not-allowed" } },
});
