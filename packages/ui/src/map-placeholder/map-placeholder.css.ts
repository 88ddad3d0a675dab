import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const frame = style({
  position: "relative",
  overflow: "hidden",
  width: "100%",
  aspectRatio: "16 / 10",
  minHeight: "16rem",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

/** A drawn street grid: a hint of a map without loading one. */
export const placeholder = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: "center",
  backgroundImage: `linear-gradient(${vars.color.border} 2px, transparent 2px), linear-gradient(90deg, ${vars.color.border} 2px, transparent 2px)`,
  backgroundSize: "3rem 3rem",
});

export const pin = style({ color: vars.color.attention, fontSize: vars.fontSize.xl });

export const note = style({
  margin: 0,
  maxWidth: "30rem",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const iframe = style({ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 });
