import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/tokens.ts";

export const root = style({ display: "none", "@media": { [media.desktop]: { display: "block" } } });

export const list = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({ position: "relative", display: "flex", alignItems: "center" });

const underline = {
  content: "",
  position: "absolute",
  insetInline: vars.space.sm,
  insetBlockEnd: "0.25rem",
  height: "3px",
  borderRadius: "2px",
  background: vars.color.accent,
} as const;

export const link = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  color: vars.color.heading,
  fontWeight: 600,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.link, textDecoration: "underline" },
    "&[data-active]::after": underline,
  },
});

export const trigger = style({
  display: "grid",
  placeItems: "center",
  width: "1.75rem",
  minHeight: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.heading,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast} ease`,
  selectors: { [`${trigger}[data-state='open'] &`]: { transform: "rotate(180deg)" } },
});

/** Directly under the item, centred (no gap: the pointer moves into it without leaving the item). */
export const content = style({
  position: "absolute",
  insetBlockStart: "100%",
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 30,
  width: "min(40rem, calc(100vw - 2rem))",
  paddingBlockStart: vars.space.xs,
});

export const subList = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: `0 ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  listStyle: "none",
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
});

export const subLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, textDecoration: "underline" },
    "&[data-active]": { fontWeight: 700, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});

export const action = style({ marginInlineStart: vars.space.md });
