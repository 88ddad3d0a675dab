/**
 * Stand-in pictures for stories: abstract SVG scenes as data URLs, so nothing is fetched from a host.
 * The site passes its real photos and video.
 */
const scene = (from: string, to: string, detail: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='1600' height='900' viewBox='0 0 1600 900'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs><rect width='1600' height='900' fill='url(#g)'/>${detail}</svg>`,
  )}`;

export const cityAtDusk = scene(
  "#10213b",
  "#3b4f73",
  "<path d='M0 700h120v-180h90v120h80v-260h110v200h70v-140h120v220h90v-320h130v300h80v-160h120v240h100v-120h110v180h180v240H0z' fill='#0b1628'/>",
);

export const courthouse = scene(
  "#e4dccb",
  "#c8963e",
  "<path d='M400 300l400-160 400 160zM440 330h720v30H440zM470 380h60v300h-60zM620 380h60v300h-60zM770 380h60v300h-60zM920 380h60v300h-60zM1070 380h60v300h-60zM420 700h760v40H420z' fill='#1f3a63' opacity='.8'/>",
);

export const imageSize = { width: 1600, height: 900 } as const;
