/** Design tokens: the firm's palette (deep navy, warm brass, ivory), type, space, radii, motion. */
export const palette = {
  navy950: "#0b1628",
  navy900: "#10213b",
  navy700: "#1f3a63",
  navy100: "#e6ecf5",
  brass600: "#8a5a12",
  brass400: "#c8963e",
  ivory50: "#fbf8f2",
  white: "#ffffff",
  ink900: "#1a1d23",
  ink600: "#4a5260",
  red700: "#b42318",
  red50: "#fef3f2",
  green700: "#146c43",
  green50: "#edf7f1",
} as const;

export const fonts = {
  heading: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  readable: 'Verdana, Tahoma, "Atkinson Hyperlegible", system-ui, sans-serif',
} as const;
