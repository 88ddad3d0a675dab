import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const field = style({ display: "grid", gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.heading });

export const asterisk = style({ color: vars.color.danger, marginInlineStart: vars.space.xs });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });

export const control = style({
  width: "100%",
  minHeight: vars.size.target,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
  },
});
