import type { ReactNode } from "react";
import { container } from "./container.css.ts";

export type ContainerProps = {
  /** "page" for layouts, "text" for a comfortable reading width. */
  width?: "page" | "text";
  children: ReactNode;
};

/** Centres content with side padding and a maximum width. */
export function Container({ width, children }: ContainerProps) {
  return <div className={container({ width })}>{children}</div>;
}
