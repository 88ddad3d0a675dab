import type { ReactNode } from "react";
import { heading } from "./heading.css.ts";

export type HeadingProps = {
  /** The outline level (h1-h6); independent of the look. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Defaults by level: 1 display, 2 xl, 3 md, 4-6 sm. */
  size?: "display" | "xl" | "lg" | "md" | "sm";
  id?: string;
  children: ReactNode;
};

const sizeByLevel = { 1: "display", 2: "xl", 3: "md", 4: "sm", 5: "sm", 6: "sm" } as const;

/** A heading in the serif display face. */
export function Heading({ level, size = sizeByLevel[level], id, children }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={heading({ size })}>
      {children}
    </Element>
  );
}
