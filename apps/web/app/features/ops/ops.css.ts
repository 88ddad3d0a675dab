import { vars } from "@firm/ui/theme-contract";
import { style, styleVariants } from "@vanilla-extract/css";

/** The console's few styles of its own; everything else is @firm/ui. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const main = style({ display: "block", outline: "none", paddingBlock: vars.space.lg });

export const tableWrap = style({
  overflowX: "auto",
  maxWidth: "100%",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  textAlign: "start",
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  verticalAlign: "top",
});

/** Emergency and urgent requests stand out by weight and colour, never by colour alone (their label says it). */
export const urgency = styleVariants({
  normal: {},
  urgent: { fontWeight: 700, color: vars.color.highlightText, background: vars.color.highlight },
  emergency: { fontWeight: 700, color: vars.color.attentionText, background: vars.color.attention },
});

/** The "check" mark of a request with a soft spam signal: outlined, and its word says it (not colour alone). */
export const check = style({
  fontWeight: 700,
  border: `1px solid ${vars.color.border}`,
});

export const badge = style({
  display: "inline-block",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
});

export const inlineForm = style({ display: "inline" });

/** An instant under its age in the inbox, on the firm's clock with its zone. */
export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: "nowrap" });

export const prewrap = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

/** A request's fields: label beside value on wide screens, above it on a phone. */
export const fieldRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 14rem) minmax(0, 1fr)",
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { "screen and (max-width: 40rem)": { gridTemplateColumns: "minmax(0, 1fr)", gap: 0 } },
});

export const fieldValue = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const summary = style({ cursor: "pointer", fontWeight: 700, paddingBlock: vars.space.sm });

/**
 * A request's standing against its reply promise, by its `data-state`: overdue
 * stands out by weight and colour, and its words say it too.
 */
export const standing = style({
  selectors: {
    '&[data-state="overdue"]': {
      fontWeight: 700,
      color: vars.color.attentionText,
      background: vars.color.attention,
    },
    '&[data-state="answered"]': { color: vars.color.textMuted },
  },
});

/**
 * A request's page, made for the call: the top card holds what the person answering needs
 * on the first screen of a laptop (1280 × 800), in columns that become one on a phone.
 */
export const card = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardItems = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

/** An item that needs the card's whole width: where the visit came from, what happened. */
export const wide = style({ gridColumn: "1 / -1" });

export const term = style({ fontWeight: 700, color: vars.color.heading });

export const detail = style({ margin: 0, overflowWrap: "anywhere" });

/** The phone number: the first thing the person answering looks for, large enough to tap. */
export const phone = style({
  display: "inline-block",
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  paddingBlock: vars.space.xs,
});

export const story = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  maxWidth: "75ch",
});
