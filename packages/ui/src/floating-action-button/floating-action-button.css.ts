import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.ts";
import { floatingControlSize, floatingInset } from "./floating-zone.ts";

/** Fixed in a bottom corner, above the page; shared with the language toggle. */
export const floating = recipe({
  base: { position: "fixed", zIndex: 40, insetBlockEnd: floatingInset },
  variants: {
    placement: {
      inline: { position: "static" },
      "bottom-start": { insetInlineStart: vars.space.md },
      "bottom-end": { insetInlineEnd: vars.space.md },
    },
  },
});

export const fab = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minWidth: floatingControlSize,
  minHeight: floatingControlSize,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.overlay,
  font: "inherit",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.primaryHover } },
});
