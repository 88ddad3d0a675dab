/** The firm's mark, a shield with three pillars: drawn by the Logo, and by Storybook's shell. */
export const logoMark = {
  viewBox: "0 0 48 48",
  shield: "M24 3l18 6v13c0 11.5-7.6 19.6-18 23C13.6 41.6 6 33.5 6 22V9z",
  pillars: "M14 16h20l-10-5zM16 18h3v12h-3zM22.5 18h3v12h-3zM29 18h3v12h-3zM14 32h20v3H14z",
} as const;
