import type { Args, Decorator, StoryContext } from "@storybook/react-vite";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { buildArgsParam } from "storybook/internal/router";
import { localeOf } from "./locale.ts";

type Size = { width: number; height: number; desktop: boolean };

/** The size of the viewport a story asks for (`globals.viewport`), from the preview's viewport options. */
function requestedSize(context: StoryContext): Size | undefined {
  const value: unknown = context.globals.viewport?.value;
  const options: Record<string, { type?: string; styles?: { width?: string; height?: string } }> =
    context.parameters.viewport?.options ?? {};
  const option = typeof value === "string" ? options[value] : undefined;
  const styles = option?.styles;
  if (!styles?.width || !styles.height) return undefined;
  return {
    width: Number.parseInt(styles.width, 10),
    height: Number.parseInt(styles.height, 10),
    desktop: option?.type === "desktop",
  };
}

const frameBorder = 1;

const inVitest = () => "__vitest_browser__" in window;

/**
 * A framed story is a whole Storybook preview that reports to its parent window as it would to
 * Storybook's shell: its language, theme and args would be taken for the docs page's own and turn
 * the page (and so every frame on it) over and over. The page listens only to the shell.
 */
function ignoreFramesMessages(event: MessageEvent) {
  const frames = document.querySelectorAll<HTMLIFrameElement>("iframe[data-viewport-frame]");
  if (Array.from(frames).some((frame) => frame.contentWindow === event.source))
    event.stopImmediatePropagation();
}
// Capturing listeners on the window run before Storybook's own (which does not capture).
window.addEventListener("message", ignoreFramesMessages, true);

/**
 * Story parameter for what is modal (an open dialog, the accessibility panel): on a docs page the
 * story renders in a frame of this height (px) across the column, in the toolbar's language and
 * theme, so it neither covers the page nor hides the other stories from assistive technology.
 */
export function ownFrameInDocs(height: number) {
  return { docsFrame: { height } };
}

/**
 * Story parameter for what is fixed to the window but not modal (a corner button, a toast): on a docs
 * page the story's box is its window (a transform makes it the containing block of fixed elements),
 * this high (px), so the story sits in its own corner without a whole page in a frame.
 */
export function boxInDocs(height: number) {
  return { docs: { story: { inline: true, height: `${height}px` } } };
}

function docsFrameHeight(context: StoryContext): number | undefined {
  const height: unknown = context.parameters.docsFrame?.height;
  return context.viewMode === "docs" && typeof height === "number" ? height : undefined;
}

/**
 * True when the window a story is drawn in is not the viewport it asks for: a phone story on a docs
 * page or opened on its own at desktop width, or a desktop story in a docs column narrower than the
 * desktop (where its media queries would answer as on a tablet); or a story with its own frame on a
 * docs page. The story then renders in a frame. Story tests set the viewport itself, so they never frame.
 */
export function framed(context: StoryContext): boolean {
  if (inVitest()) return false;
  const size = requestedSize(context);
  if (size === undefined) return docsFrameHeight(context) !== undefined;
  return size.desktop ? window.innerWidth < size.width - 1 : window.innerWidth > size.width + 1;
}

/** Storybook's URL args accept letters, digits, spaces, "_" and "-" (else it warns and drops them). */
const safeText = /^[a-zA-Z0-9 _-]*$/;
const urlSafe = (value: unknown): boolean =>
  typeof value === "boolean" ||
  typeof value === "number" ||
  (typeof value === "string" && safeText.test(value)) ||
  (typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((inner) => urlSafe(inner)));

/**
 * The args changed in Controls (or by the language's text), for the frame's URL: settings such as
 * `open` or `placement` reach the framed story. Text Storybook's URL cannot carry (accents,
 * punctuation) is left out: the frame takes it from its own language.
 */
function changedArgs(context: StoryContext): string {
  const keep = (args: Args) =>
    Object.fromEntries(Object.entries(args).filter(([key]) => urlSafe(context.args[key])));
  return buildArgsParam(keep(context.initialArgs), keep(context.args));
}

/** The frame's height: `parameters.viewportFrameHeight` (px), else the viewport's, at most 640. */
function frameHeight(context: StoryContext, size: Size): number {
  const asked: unknown = context.parameters.viewportFrameHeight;
  return typeof asked === "number" ? asked : Math.min(size.height, 640);
}

/**
 * A desktop-wide frame shown whole in a narrower column: drawn at its own width, then scaled down to
 * the column's width (never up), so the row of a 1280 px layout is neither collapsed nor clipped.
 */
export function FittedFrame({ width, height, frame }: { width: number; height: number; frame: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={box} style={{ height: Math.ceil(height * scale), overflow: "hidden" }}>
      <div style={{ width, transform: `scale(${scale})`, transformOrigin: "top left" }}>{frame}</div>
    </div>
  );
}

/**
 * Renders a story inside an iframe of the viewport it asks for, so its media queries answer as on the
 * device (a narrower or wider container would not change them). The inner frame is the same story, in
 * the same language and theme; it runs the story's play function itself. A desktop frame is scaled
 * to fit a docs column.
 */
export const withViewportFrame: Decorator = (Story, context) => {
  if (!framed(context)) return <Story />;
  const size = requestedSize(context);
  const globals = [
    `locale:${localeOf(context.globals)}`,
    `contrast:${String(context.globals.contrast ?? "normal")}`,
    ...(size ? [`viewport:${String(context.globals.viewport?.value)}`] : []),
  ].join(";");
  const args = changedArgs(context);
  const src = `iframe.html?id=${encodeURIComponent(context.id)}&viewMode=story&globals=${globals}${
    args ? `&args=${args}` : ""
  }`;
  if (!size) {
    return (
      <iframe
        title={`${context.title} · ${context.name}`}
        src={src}
        width="100%"
        height={docsFrameHeight(context)}
        data-viewport-frame=""
        style={{ display: "block", border: 0 }}
      />
    );
  }
  const height = docsFrameHeight(context) ?? frameHeight(context, size);
  const frame = (
    <iframe
      title={`${context.title} · ${context.name} (${size.width}px)`}
      src={src}
      width={size.width}
      height={height}
      data-viewport-frame=""
      style={{
        display: "block",
        border: `${frameBorder}px solid currentColor`,
        borderRadius: 8,
        boxSizing: "content-box",
      }}
    />
  );
  // The border is outside the frame's width, so the story inside gets exactly the width it asks for.
  const outer = (length: number) => length + 2 * frameBorder;
  return size.desktop ? (
    <FittedFrame width={outer(size.width)} height={outer(height)} frame={frame} />
  ) : (
    frame
  );
};

/**
 * True inside a story's frame on a docs page when the frame only shows the story, as a docs page shows
 * its inline stories (their plays do not run there): a desktop frame (several frames on one page take
 * the focus from each other, so a keyboard play could not pass there) and a story's own frame (an
 * open dialog, a toast, a corner button). A phone frame runs its play: it opens what the story shows.
 */
function showOnlyOnDocsPage(context: StoryContext): boolean {
  return (
    (requestedSize(context)?.desktop === true || context.parameters.docsFrame !== undefined) &&
    window.frameElement?.hasAttribute("data-viewport-frame") === true &&
    new URLSearchParams(window.parent.location.search).get("viewMode") === "docs"
  );
}

/**
 * Wraps a play function: when the story is framed, the frame runs it, so the outer page must not; and
 * a frame on a docs page that only shows the story does not run it either.
 */
export function atOwnViewport<C extends StoryContext>(play: (context: C) => Promise<void>) {
  return async (context: C) => {
    if (!framed(context) && !showOnlyOnDocsPage(context)) await play(context);
  };
}
