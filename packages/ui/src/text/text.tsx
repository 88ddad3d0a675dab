import type { ReactNode } from "react";
import { text } from "./text.css.ts";

export type TextProps = {
  as?: "p" | "span" | "div" | "strong";
  size?: "sm" | "md" | "lg";
  tone?: "default" | "muted" | "eyebrow";
  weight?: "regular" | "bold";
  id?: string;
  children: ReactNode;
};

/** Running text at a reading width. */
export function Text({ as: Element = "p", size, tone, weight, id, children }: TextProps) {
  return (
    <Element id={id} className={text({ size, tone, weight })}>
      {children}
    </Element>
  );
}
