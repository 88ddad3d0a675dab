import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../src/theme/contract.css.ts";

/** Do and don't side by side, stacked on a narrow column. */
export const pair = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))",
  gap: "1.5rem",
  margin: "1.5rem 0",
});

// A grid item may shrink below its content's width (a scaled desktop frame is wider than the column).
export const example = style({
  display: "grid",
  alignContent: "start",
  gap: "0.5rem",
  margin: 0,
  minWidth: 0,
});

/** A coloured rule above each example says which it is, beside its written label. */
export const rule = styleVariants({
  do: { borderTop: `4px solid ${vars.color.success}` },
  dont: { borderTop: `4px solid ${vars.color.danger}` },
});

export const label = style({ margin: 0, fontWeight: 700 });

export const reason = style({ margin: 0 });
