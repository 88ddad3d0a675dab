import { vars } from "../theme/contract.css.ts";

/** The floating controls' height: the accessibility button, and the language toggle beside it. */
export const floatingControlSize = "3.5rem";

/** How far above the viewport's bottom edge the floating controls sit. */
export const floatingInset = vars.space.md;

/**
 * How far the floating controls reach up from the viewport's bottom edge: the band that focused
 * content scrolls clear of, and that the end of a page leaves room for (decision 0085).
 */
export const floatingZone = `calc(${floatingControlSize} + ${floatingInset})`;
