import { assignVars, globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";
import { defaultTheme } from "../theme/themes/default.ts";

/** Only for the foundations pages. */
export const page = style({ display: "grid", gap: vars.space.lg, fontFamily: vars.font.body });

export const themes = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(19rem, 1fr))",
});

/** A column with its own `data-contrast`: it paints its own theme whatever the toolbar says. */
export const themeColumn = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "middle",
});

export const chip = style({
  display: "inline-block",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.control}`,
});

export const code = style({ fontFamily: "ui-monospace, Menlo, Consolas, monospace" });

export const muted = style({ color: vars.color.textMuted });

export const spaceBar = style({ display: "block", height: "1rem", background: vars.color.accent });

export const shape = style({
  display: "grid",
  placeItems: "center",
  width: "6rem",
  height: "4rem",
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
});

export const tiles = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg });

export const tile = style({ display: "grid", gap: vars.space.xs, justifyItems: "center", minWidth: "6rem" });

export const moving = style({
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  selectors: { [`${tile}:hover &`]: { transform: "translateX(2rem)" } },
});

// The default theme lives on :root, so a "normal" column inside an Inverted or High contrast page
// re-assigns it for its own subtree (the other two themes already have `data-contrast` rules).
globalStyle(`${themeColumn}[data-contrast="normal"]`, {
  vars: {
    ...assignVars(vars.color, defaultTheme.color),
    ...assignVars(vars.inverse, defaultTheme.inverse),
    ...assignVars(vars.shadow, defaultTheme.shadow),
  },
});
