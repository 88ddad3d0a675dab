/**
 * Design tokens: raw values with meaningful names. Themes (./themes/*) map the palette to colour roles;
 * the scales below are shared by every theme. Sizes are rem so the text-size setting scales everything.
 */
export const palette = {
  navy950: "#0b1628",
  navy900: "#10213b",
  navy800: "#172c4d",
  navy700: "#1f3a63",
  navy600: "#2d4a78",
  navy300: "#8fa3c2",
  navy100: "#e6ecf5",
  brass700: "#6f4a10",
  brass600: "#8a5a12",
  brass400: "#c8963e",
  brass300: "#ddb36a",
  brass200: "#ecd3a2",
  ivory50: "#fbf8f2",
  ivory100: "#f3eee4",
  ivory200: "#e4dccb",
  white: "#ffffff",
  black: "#000000",
  ink900: "#1a1d23",
  ink600: "#4a5260",
  ink500: "#656d7a",
  red700: "#b42318",
  red400: "#f97066",
  red50: "#fef3f2",
  green700: "#146c43",
  green300: "#7fd1a4",
  green50: "#edf7f1",
  yellow200: "#ffe08a",
} as const;

/** The headings' own face (served by the site itself) and its metric-matched local fallback. */
export const headingFaces = { web: "Source Serif 4", fallback: "Source Serif 4 Fallback" } as const;

/** Font stacks: the headings' face from our own origin (decision 0025), the rest from the system. */
export const fonts = {
  heading: `"${headingFaces.web}", "${headingFaces.fallback}", Georgia, serif`,
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  /** The readable-font setting: wide, open letterforms, no serif contrast. */
  readable: 'Verdana, "DejaVu Sans", Tahoma, "Atkinson Hyperlegible", sans-serif',
} as const;

export const fontSize = {
  sm: "0.875rem",
  md: "1rem",
  lg: "1.25rem",
  xl: "1.625rem",
  xxl: "2.125rem",
  display: "2.75rem",
} as const;

export const lineHeight = { body: "1.6", heading: "1.2" } as const;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
} as const;

export const radius = { sm: "0.25rem", md: "0.5rem", lg: "1rem", pill: "999px" } as const;

/** Motion durations; the reduced-motion preference sets them all to 0ms. */
export const motion = { fast: "150ms", medium: "300ms", slow: "600ms" } as const;

export const size = {
  /** Minimum height/width of every control (WCAG 2.5.8 asks for 24px; we give 44px). */
  target: "2.75rem",
  /** Checkboxes and radios. */
  toggle: "1.5rem",
  focusWidth: "3px",
  focusOffset: "2px",
  /** Reading width of running text, and the page container. */
  measure: "42rem",
  page: "75rem",
} as const;

/** Breakpoints as media queries (em, so they follow the user's text size). */
export const media = {
  tablet: "screen and (min-width: 40em)",
  desktop: "screen and (min-width: 64em)",
} as const;
