import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../src/theme/contract.css.ts";

// Docs pages: each story's canvas paints the active theme's page colour (the toolbar's theme is on
// <html>), so ivory buttons in Inverted sit on the navy page they are made for, not on white. The
// documentation prose around it keeps Storybook's own colours.
globalStyle(".docs-story", { background: vars.color.canvas, color: vars.color.text });

/** The wrapper that gives a docs page's story its language; it adds no box of its own. */
export const storyLanguage = style({ display: "contents" });
