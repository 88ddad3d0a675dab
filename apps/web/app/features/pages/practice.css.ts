import { vars } from "@firm/ui/theme-contract";
import { media } from "@firm/ui/tokens";
import { style } from "@vanilla-extract/css";

/**
 * The practice page's introduction. Phones read heading, text, then the contact card; large screens put
 * the card under the heading, beside the text, and keep it in view.
 */
export const overview = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateAreas: '"header" "text" "card"',
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)",
      gridTemplateRows: "auto 1fr",
      gridTemplateAreas: '"header text" "card text"',
      gap: `${vars.space.xl} ${vars.space.xxl}`,
    },
  },
});

export const header = style({ gridArea: "header" });

export const text = style({ gridArea: "text", display: "grid", gap: vars.space.lg, alignContent: "start" });

export const card = style({
  gridArea: "card",
  alignSelf: "start",
  "@media": { [media.desktop]: { position: "sticky", top: "8rem" } },
});
