import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const banner = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: "6px solid",
});

export const tone = styleVariants({
  success: { background: vars.color.successSurface, borderColor: vars.color.success, color: vars.color.text },
  error: { background: vars.color.dangerSurface, borderColor: vars.color.danger, color: vars.color.text },
});

/** The icon sits beside the title and keeps its column beside the message. */
export const icon = style({ gridRow: "1 / span 2" });

export const iconTone = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const message = style({ margin: 0, gridColumn: 2 });
