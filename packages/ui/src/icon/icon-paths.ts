/** Line icons on a 24px grid, drawn for this design system (2px round strokes, no fills except `fill`). */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const iconPaths = {
  phone:
    "M6.6 3.5l2.6-.5 1.6 4-2 1.5a12 12 0 0 0 6.7 6.7l1.5-2 4 1.6-.5 2.6a2 2 0 0 1-2 1.6A16.5 16.5 0 0 1 5 5.5a2 2 0 0 1 1.6-2z",
  mail: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  chevronDown: "M6 9l6 6 6-6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  check: "M5 12.5l4.5 4.5L19 7.5",
  mapPin: `M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z${circle(12, 9.5, 2.5)}`,
  accessibility: `${circle(12, 4.5, 1.8)}M5 8.5l7 1.5 7-1.5M12 10v5M8.5 21l3.5-6 3.5 6`,
  globe: `${circle(12, 12, 9)}M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18`,
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  stop: "M7 7h10v10H7z",
  play: "M8 5l11 7-11 7z",
  pause: "M8 5v14M16 5v14",
  speaker: "M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12",
  alert: `${circle(12, 12, 9)}M12 7.5v5.5M12 16.5v.01`,
  success: `${circle(12, 12, 9)}M8 12.5l3 3 5-6`,
  quote: "M5 18c2.5-1 4-3.2 4-6.5V7H4v5h5M15 18c2.5-1 4-3.2 4-6.5V7h-5v5h5",
  scale: "M12 4v16M7 20h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z",
} as const;

export type IconName = keyof typeof iconPaths;
