import { vars } from "@firm/ui/theme-contract";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "grid", gap: vars.space.lg });

export const row = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { "(min-width: 40rem)": { gridTemplateColumns: "1fr 1fr" } },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
