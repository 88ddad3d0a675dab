import sourceSerifBold from "@capsizecss/metrics/sourceSerif4/700";
import timesNewRomanBold from "@capsizecss/metrics/timesNewRoman/700";
import { globalFontFace } from "@vanilla-extract/css";
import { fallbackOverrides } from "./font-metrics.ts";
import { headingFaces } from "./tokens.ts";

/**
 * The headings' typeface (decision 0025): Source Serif 4, variable weight, served from our own origin.
 * Two subsets: Latin (every English and Spanish letter, ¿ ¡ and the typographic punctuation), the only
 * one preloaded, and Latin Extended, fetched only by a page that shows one of its letters.
 */
const files = "../../node_modules/@fontsource-variable/source-serif-4/files";

const face = (subset: string, unicodeRange: string) => ({
  src: `url("${files}/source-serif-4-${subset}-wght-normal.woff2") format("woff2")`,
  fontWeight: "200 900",
  fontStyle: "normal",
  fontDisplay: "swap" as const,
  unicodeRange,
});

/**
 * A family name with a word that starts with a digit ("4") is valid CSS only quoted, and
 * `globalFontFace` writes the name as given: unquoted, the browser drops the whole rule.
 */
const quoted = (family: string) => JSON.stringify(family);

globalFontFace(quoted(headingFaces.web), [
  face(
    "latin",
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  ),
  face(
    "latin-ext",
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF",
  ),
]);

/**
 * Until it arrives, headings are drawn in the local bold Times (`local()` names one face: the bold) (Times New Roman on Windows and macOS, its
 * metric twin Liberation Serif or Tinos on Linux and ChromeOS) resized to Source Serif's bold letter
 * width and heights, so the swap moves no line.
 */
globalFontFace(quoted(headingFaces.fallback), {
  src: [
    'local("Times New Roman Bold")',
    'local("TimesNewRomanPS-BoldMT")',
    'local("Liberation Serif Bold")',
    'local("LiberationSerif-Bold")',
    'local("Tinos Bold")',
  ].join(", "),
  fontWeight: "700",
  ...fallbackOverrides(sourceSerifBold, timesNewRomanBold),
});
