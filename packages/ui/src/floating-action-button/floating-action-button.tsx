import type { ComponentProps } from "react";
import { Icon, type IconName } from "../icon/icon.tsx";
import { visuallyHidden } from "../theme/utilities.css.ts";
import * as styles from "./floating-action-button.css.ts";

export type FloatingActionButtonProps = Omit<ComponentProps<"button">, "children" | "className"> & {
  /** The accessible name; shown beside the icon when `showLabel`. */
  label: string;
  icon: IconName;
  showLabel?: boolean;
  placement?: "bottom-start" | "bottom-end";
  /** Whether what it opens is open: sets aria-expanded and `data-state` "open" | "closed". */
  expanded?: boolean;
};

/** A round button fixed in a bottom corner (the accessibility panel's opener sits bottom-left). */
export function FloatingActionButton({
  label,
  icon,
  showLabel = false,
  placement = "bottom-start",
  expanded,
  ...props
}: FloatingActionButtonProps) {
  return (
    <button
      type="button"
      {...props}
      aria-expanded={expanded}
      data-state={expanded === undefined ? undefined : expanded ? "open" : "closed"}
      className={`${styles.fab} ${styles.floating({ placement })}`}
    >
      <Icon name={icon} size="lg" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </button>
  );
}
