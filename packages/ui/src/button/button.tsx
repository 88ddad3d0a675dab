import type { ComponentProps } from "react";
import { Icon } from "../icon/icon.tsx";
import { type ButtonVariants, button, spinner } from "./button.css.ts";

export type ButtonProps = ComponentProps<"button"> &
  ButtonVariants & {
    /** While busy the button is disabled and shows a spinner with `busyLabel` instead of its children. */
    busy?: boolean;
    busyLabel?: string;
  };

/** A button. `data-state` is "busy" while busy, else "idle". */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  children,
  className,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(" ")}
      disabled={disabled || busy}
      data-state={busy ? "busy" : "idle"}
    >
      {busy ? (
        <>
          <span className={spinner} aria-hidden="true" />
          {busyLabel ?? children}
        </>
      ) : (
        <>
          {variant === "call" ? <Icon name="phone" /> : null}
          {children}
        </>
      )}
    </button>
  );
}
