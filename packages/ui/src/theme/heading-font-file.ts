/**
 * The headings' Latin font file (every English and Spanish letter), for the document to preload:
 * the same file the theme's `@font-face` names, so the browser fetches it once.
 */
export { default as headingFontLatin } from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url";
