import type { ReactNode } from "react";

/**
 * A box that is the window of what it holds: a transform makes it the containing block of fixed
 * elements, so a corner button sits in the box's corner. For stories that show several such buttons.
 */
export function WindowBox({
  caption,
  height = 112,
  children,
}: {
  caption: string;
  height?: number;
  children: ReactNode;
}) {
  return (
    <figure style={{ margin: 0, display: "grid", gap: "0.5rem" }}>
      <div
        style={{
          position: "relative",
          transform: "translateZ(0)",
          height,
          outline: "1px dashed currentColor",
        }}
      >
        {children}
      </div>
      <figcaption>
        <code>{caption}</code>
      </figcaption>
    </figure>
  );
}

/** Boxes side by side, stacked on a narrow column. */
export function WindowBoxes({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
        gap: "1.5rem",
        padding: "1rem",
      }}
    >
      {children}
    </div>
  );
}
