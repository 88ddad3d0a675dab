import type { Decorator, StoryContext } from "@storybook/react-vite";
import { type ReactNode, useEffect, useRef, useState } from "react";
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
 * True when the window a story is drawn in is not the viewport it asks for: a phone story on a docs
 * page or opened on its own at desktop width, or a desktop story in a docs column narrower than the
 * desktop (where its media queries would answer as on a tablet). The story then renders in a frame of
 * its own width. Story tests set the viewport itself, so they never frame.
 */
export function framed(context: StoryContext): boolean {
  const size = requestedSize(context);
  if (size === undefined || inVitest()) return false;
  return size.desktop ? window.innerWidth < size.width - 1 : window.innerWidth > size.width + 1;
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
function FittedFrame({ width, height, frame }: { width: number; height: number; frame: ReactNode }) {
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
  const size = requestedSize(context);
  if (!size || !framed(context)) return <Story />;
  const globals = [
    `locale:${localeOf(context.globals)}`,
    `contrast:${String(context.globals.contrast ?? "normal")}`,
    `viewport:${String(context.globals.viewport?.value)}`,
  ].join(";");
  const src = `iframe.html?id=${encodeURIComponent(context.id)}&viewMode=story&globals=${globals}`;
  const height = frameHeight(context, size);
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
 * True inside a desktop story's frame on a docs page. Such a frame only shows the story, as a docs page
 * shows its inline stories: several frames on one page take the focus from each other, so a keyboard
 * play could not pass there.
 */
function desktopFrameOnDocsPage(context: StoryContext): boolean {
  return (
    requestedSize(context)?.desktop === true &&
    window.frameElement?.hasAttribute("data-viewport-frame") === true &&
    new URLSearchParams(window.parent.location.search).get("viewMode") === "docs"
  );
}

/** Wraps a play function: when the story is framed, the frame runs it, so the outer page must not. */
export function atOwnViewport<C extends StoryContext>(play: (context: C) => Promise<void>) {
  return async (context: C) => {
    if (!framed(context) && !desktopFrameOnDocsPage(context)) await play(context);
  };
}
