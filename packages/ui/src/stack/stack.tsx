import type { ReactNode } from "react";
import type { vars } from "../theme/contract.css.ts";
import { stack } from "./stack.css.ts";

export type StackProps = {
  /** Element: a list when the children are list items. */
  as?: "div" | "ul" | "ol";
  direction?: "column" | "row";
  gap?: keyof typeof vars.space;
  align?: "stretch" | "start" | "center";
  children: ReactNode;
};

/** Children one after another (a column, or a wrapping row) with a gap from the space scale. */
export function Stack({ as: Element = "div", direction, gap, align, children }: StackProps) {
  return <Element className={stack({ direction, gap, align })}>{children}</Element>;
}
