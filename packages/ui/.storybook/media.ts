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

/**
 * A playable two-second 64×36 VP9 clip for video stories (a slowly moving gradient from ffmpeg's
 * `gradients` source: `-f lavfi -i gradients=s=64x36:d=2:r=10 -c:v libvpx-vp9 -crf 50`).
 */
export const loopVideo =
  "data:video/webm;base64,GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAAAPBEU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZUrmtTrIHGTbuMU6uEElTDZ1OsggETTbuMU6uEHFO7a1OsggOr7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmoCrXsYMPQkBNgIRMYXZmV0GETGF2ZkSJiECfQAAAAAAAFlSua8iuAQAAAAAAAD/XgQFzxYgAAAAAAAAAAZyBACK1nIN1bmSIgQCGhVZfVlA5g4EBI+ODhAX14QDgkLCBQLqBJJqBAlWwhFW5gQESVMNn1XNz0mPAi2PFiAAAAAAAAAABZ8icRaOHRU5DT0RFUkSHj0xhdmMgbGlidnB4LXZwOWfIokWjiERVUkFUSU9ORIeUMDA6MDA6MDIuMDAwMDAwMDAwAAAfQ7Z1QjjngQCjtIEAAICCSYNCAAPwAjYIOCQcGPYAADBgAAB2h3//qSyPuNZ1sv/zAOO/xWqAAAAO7EYwcfCjl4EAZACGAECSHCBZAAADIAAAetuLsE+Ao5iBAMgAhgBAkpwgWAAAAyAAAH2BhYbu1gCjmYEBLACGAECSHEhZAAADIAAAfYisXy2QLACjnIEBkACGAECSnEhWoAADIAAAesu0k5LOpr1n6fCjm4EB9ACGAECSDEhZAAADIAAAfYgWllNPsD6vgKOYgQJYAIYAQJKMSFgAAAMgAAB9gYaCAgdgo5aBArwAhgBAkgw4WQAAAyAAAGIxOJYAo5uBAyAAhgBAkoxYVGAAAyAAAHr2jqFALGyTz4CjlIEDhACGAECSDBxZAAADIAAAVAAAo5yBA+gAhgDAkpxMVGAAAyAAAHrUTxFy2Lf/LE+Ao5WBBEwAhgBAkgw8WQAAAyAAAGDv0oCjnIEEsACGAECSjExWoAADIAAAe4qBTGA8uhor0ACjloEFFACGAECSDDxZAAADIAAAYjCTl4CjmoEFeACGAECSjDxYAAADIAAAet061rmsk8+Ao5WBBdwAhgBAkgw8WQAAAyAAAGIw8bSjo4EGQACGAECSjExUYAADIAAAevenvcOVJQ/YFLv4+QpU6CgAo5WBBqQAhgBAkgw8WQAAAyAAAGIy1QCjnYEHCACGAECSjFxYAAADIAAAetQpFIzaN8yoLgcAo5aBB2wAhgBAkgxcWQAAAyAAAGI0ESYAHFO7a5G7j7OBALeK94EB8YIBbfCBAw==";
