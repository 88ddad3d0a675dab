import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/tokens.ts";

export const root = style({ "@media": { [media.desktop]: { display: "none" } } });

export const menuButton = style({
  display: "grid",
  placeItems: "center",
  width: vars.size.target,
  height: vars.size.target,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.primary,
  cursor: "pointer",
  selectors: { "&[data-state='open']": { background: vars.color.primary, color: vars.color.primaryText } },
});

/** Drops below the header bar, full width. */
export const panel = style({
  position: "absolute",
  insetInline: 0,
  insetBlockStart: "100%",
  zIndex: 30,
  maxHeight: "calc(100dvh - 5rem)",
  overflowY: "auto",
  padding: vars.space.md,
  borderBlockStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
});

export const list = style({ margin: 0, padding: 0, listStyle: "none" });

export const item = style({ borderBlockEnd: `1px solid ${vars.color.border}` });

export const row = style({ display: "flex", alignItems: "center", justifyContent: "space-between" });

const activeMark = { fontWeight: 700, boxShadow: `inset 4px 0 0 ${vars.color.accent}` };

export const link = style({
  flex: 1,
  display: "flex",
  alignItems: "center",
  minHeight: "3rem",
  paddingInline: vars.space.sm,
  color: vars.color.heading,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&[data-active]": activeMark },
});

export const expand = style({
  display: "grid",
  placeItems: "center",
  width: vars.size.target,
  height: vars.size.target,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.heading,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const subList = style({
  margin: 0,
  paddingBlockEnd: vars.space.sm,
  paddingInlineStart: vars.space.md,
  listStyle: "none",
});

export const subLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  color: vars.color.link,
  textDecoration: "none",
  selectors: { "&[data-active]": activeMark },
});

export const action = style({ marginBlockStart: vars.space.md });
