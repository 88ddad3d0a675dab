import { vars } from "@firm/ui/theme-contract";
import { media } from "@firm/ui/tokens";
import { style } from "@vanilla-extract/css";

/** One column on phones, two on tablets. */
export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

const desktopColumns = (count: number) =>
  style({ "@media": { [media.desktop]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } } });

/** Columns on large screens, chosen so the rows fill. */
export const columns = { 2: style({}), 3: desktopColumns(3), 4: desktopColumns(4) };

export const tile = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  height: "100%",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `3px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  "@media": { [media.tablet]: { padding: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.heading,
});

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

/** Three issues side by side on wide screens, each under a large numeral. */
export const issues = style({
  display: "grid",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "issue",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const issue = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  counterIncrement: "issue",
  selectors: {
    // Decoration: the ordered list already gives the position to assistive technology.
    "&::before": {
      content: "counter(issue, decimal-leading-zero)",
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.xxl,
      fontWeight: 700,
      lineHeight: 1,
      color: vars.color.accent,
    },
  },
});
