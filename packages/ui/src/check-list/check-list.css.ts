import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const list = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const item = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `0 ${vars.space.sm}` });

export const mark = style({
  display: "grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
});

export const title = style({ fontWeight: 700, color: vars.color.heading, alignSelf: "center" });

export const description = style({ gridColumn: 2, margin: 0, color: vars.color.textMuted });
