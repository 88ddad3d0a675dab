import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { media } from "../theme/tokens.ts";

export const band = style({
  paddingBlock: vars.space.xl,
  borderBlockStart: `4px solid ${vars.color.accent}`,
  "@media": { [media.desktop]: { paddingBlock: vars.space.xxl } },
});

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "center",
  "@media": { [media.desktop]: { gridTemplateColumns: "3fr 2fr" } },
});

export const text = style({ margin: 0, color: vars.color.text, maxWidth: vars.size.measure });

export const copy = style({ display: "grid", gap: vars.space.md });

export const actions = style({ display: "grid", gap: vars.space.md, justifyItems: "start" });

// A contact link with an icon: the icon and its text are flex items, so the space typed between them
// collapses into the gap and the link's underline runs under the text only, not under the gap.
globalStyle(`${actions} a:has(> svg)`, { display: "inline-flex", alignItems: "center", gap: vars.space.sm });
