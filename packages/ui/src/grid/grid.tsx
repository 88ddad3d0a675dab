import type { ReactNode } from "react";
import { grid } from "./grid.css.ts";

export type GridProps = {
  as?: "div" | "ul" | "ol";
  /** Columns are at least this wide: sm 12rem, md 17rem, lg 22rem; as many as fit. */
  minColumn?: "sm" | "md" | "lg";
  gap?: "md" | "lg" | "xl";
  children: ReactNode;
};

/** A responsive grid: as many equal columns as fit, one column on small screens. */
export function Grid({ as: Element = "div", minColumn, gap, children }: GridProps) {
  return <Element className={grid({ minColumn, gap })}>{children}</Element>;
}
