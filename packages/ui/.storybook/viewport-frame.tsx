import type { Decorator, StoryContext } from "@storybook/react-vite";
import { localeOf } from "./locale.ts";

type Size = { width: number; height: number };

/**
 * The size of the phone or tablet viewport a story asks for (`globals.viewport`), from the preview's
 * viewport options. Desktop stories render inline: a docs page is itself drawn at desktop width.
 */
function requestedSize(context: StoryContext): Size | undefined {
  const value: unknown = context.globals.viewport?.value;
  const options: Record<string, { type?: string; styles?: { width?: string; height?: string } }> =
    context.parameters.viewport?.options ?? {};
  const option = typeof value === "string" ? options[value] : undefined;
  const styles = option?.styles;
  if (option?.type === "desktop" || !styles?.width || !styles.height) return undefined;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

const inVitest = () => "__vitest_browser__" in window;

/**
 * True when the story asks for a narrower viewport than the window it is drawn in: on a docs page, or
 * its iframe opened on its own at desktop width. The story then renders in a frame of its own width.
 * Story tests set the viewport itself, so they never frame.
 */
export function framed(context: StoryContext): boolean {
  const size = requestedSize(context);
  return size !== undefined && !inVitest() && window.innerWidth > size.width + 1;
}

/**
 * Renders a story that asks for a phone or tablet viewport inside an iframe of that width, so its media
 * queries answer as on the device (a narrow container would not change them). The inner frame is the
 * same story, in the same language and theme; it runs the story's play function itself.
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
  return (
    <iframe
      title={`${context.title} · ${context.name} (${size.width}px)`}
      src={src}
      width={size.width}
      height={Math.min(size.height, 640)}
      data-viewport-frame=""
      style={{ display: "block", border: "1px solid currentColor", borderRadius: 8 }}
    />
  );
};

/** Wraps a play function: when the story is framed, the frame runs it, so the outer page must not. */
export function atOwnViewport<C extends StoryContext>(play: (context: C) => Promise<void>) {
  return async (context: C) => {
    if (!framed(context)) await play(context);
  };
}
