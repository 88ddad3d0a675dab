import type { Args } from "@storybook/react-vite";
import { buildArgsParam } from "storybook/internal/router";
import { localeOf } from "./locale.ts";
import { FittedFrame } from "./viewport-frame.tsx";

/** A variant's args, named by them as code (`placement="start"`): the same in either language. */
type Variant = { name: string; args: Args };

/**
 * One story in several variants side by side, each in its own frame, for what only one of can be open
 * on a page (a modal dialog traps the page it is in). Each frame is the story drawn at `width` × `height`
 * in the toolbar's language and theme with the variant's args, scaled down to its column; the frames
 * only show the story (they are marked as the docs page's frames, whose plays do not run).
 */
export function StoryFrames({
  storyId,
  title,
  variants,
  toolbar,
  width = 800,
  height = 520,
}: {
  storyId: string;
  /** Each frame's title starts with it (e.g. "Dialog"). */
  title: string;
  variants: readonly Variant[];
  /** The story's globals (the toolbar's language and theme). */
  toolbar: Record<string, unknown>;
  width?: number;
  height?: number;
}) {
  const globals = `locale:${localeOf(toolbar)};contrast:${String(toolbar.contrast ?? "normal")}`;
  return (
    <div
      style={{
        display: "grid",
        gap: "1.5rem",
        gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 28rem), 1fr))",
      }}
    >
      {variants.map(({ name, args }) => (
        <figure key={name} style={{ display: "grid", gap: "0.5rem", margin: 0 }}>
          <FittedFrame
            width={width}
            height={height}
            frame={
              <iframe
                title={`${title} · ${name}`}
                src={`iframe.html?id=${storyId}&viewMode=story&globals=${globals}&args=${buildArgsParam({}, args)}`}
                width={width}
                height={height}
                data-viewport-frame=""
                style={{
                  display: "block",
                  boxSizing: "border-box",
                  border: "1px solid currentColor",
                  borderRadius: 8,
                }}
              />
            }
          />
          <figcaption>
            <code>{name}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
