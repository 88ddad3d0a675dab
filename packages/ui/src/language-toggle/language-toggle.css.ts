import { style } from "@vanilla-extract/css";

export const code = style({ fontSize: "1rem", letterSpacing: "0.06em" });

/**
 * Wide enough for the icon and either code from the start, its content from the start edge: the
 * toggle is the last thing on the page, so the page may be painted before its code is parsed, and
 * growing then would move it leftwards from its bottom-end corner, or a centred icon with it (a layout
 * shift). rem, so it grows with the text size setting.
 */
export const toggle = style({ minWidth: "5.75rem", justifyContent: "flex-start" });
