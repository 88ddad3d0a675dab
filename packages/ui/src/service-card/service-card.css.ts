import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  overflow: "hidden",
  height: "100%",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transition: `transform ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    "&:hover": { transform: "translateY(-2px)" },
    "&:focus-within": {
      outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderBlockEnd: `4px solid ${vars.color.accent}`,
});

export const body = style({
  flex: 1,
  display: "grid",
  gridTemplateRows: "auto 1fr auto",
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

/** The link covers the whole card (its ::after), so the card is one large target. */
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "1.5rem",
  marginBlockStart: vars.space.sm,
  fontWeight: 700,
  color: vars.color.link,
  selectors: {
    "&::after": { content: "", position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});
