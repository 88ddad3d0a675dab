import { globalStyle } from "@vanilla-extract/css";
import { vars } from "../src/theme/contract.css.ts";

// Docs pages: each story's canvas paints the active theme's page colour (the toolbar's theme is on
// <html>), so ivory buttons in Inverted sit on the navy page they are made for, not on white. The
// documentation prose around it keeps Storybook's own colours.
globalStyle(".docs-story", { background: vars.color.canvas, color: vars.color.text });
