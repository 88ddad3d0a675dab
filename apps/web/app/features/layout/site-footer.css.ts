import { floatingZone } from "@firm/ui/floating-zone";
import { vars } from "@firm/ui/theme-contract";
import { globalStyle, style } from "@vanilla-extract/css";
import { stickyHeaderGap } from "./site-layout.css.ts";

/** Ends clear of the floating controls' band, so the page's last links can scroll out from under them. */
export const footer = style({
  paddingBlockStart: vars.space.xl,
  paddingBlockEnd: `calc(${floatingZone} + ${stickyHeaderGap})`,
});

globalStyle(`${footer} a`, { color: "inherit", textUnderlineOffset: "0.2em" });

export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  maxWidth: "76rem",
  marginInline: "auto",
  paddingInline: vars.space.md,
});

export const column = style({ display: "grid", alignContent: "start", gap: vars.space.sm });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const list = style({ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: vars.space.sm });

export const inlineList = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  gap: vars.space.lg,
});

export const legal = style({
  maxWidth: "76rem",
  marginInline: "auto",
  marginBlockStart: vars.space.xl,
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderTop: "1px solid currentColor",
  fontSize: vars.fontSize.sm,
});
