import { style } from "@vanilla-extract/css";

/** An island's host element takes no box of its own: its content lays out as if it were not there. */
export const host = style({ display: "contents" });
