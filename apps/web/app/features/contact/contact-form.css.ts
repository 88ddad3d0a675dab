import { vars } from "@firm/ui/theme-contract";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "grid", gap: vars.space.lg });

/** Two fields side by side from tablet width; a hint under one does not stretch the other. */
export const row = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "(min-width: 40rem)": { gridTemplateColumns: "1fr 1fr" } },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const noteLink = style({ color: vars.color.link, fontWeight: 600 });

export const notices = style({
  display: "grid",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const submit = style({ justifySelf: "start" });
