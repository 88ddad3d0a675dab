import { Slot, Slottable } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { type ButtonVariants, button } from "../button/button.css.ts";
import { Icon } from "../icon/icon.tsx";

export type ButtonLinkProps = ComponentProps<"a"> &
  ButtonVariants & {
    /** Render the single child (e.g. React Router's `<Link>`) with the button look instead of an `<a>`. */
    asChild?: boolean;
  };

/** A link that looks like a button. `variant="call"` adds a phone icon; give it `href="tel:…"`. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  asChild = false,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  const Root = asChild ? Slot : "a";
  return (
    <Root {...props} className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(" ")}>
      {variant === "call" ? <Icon name="phone" /> : null}
      <Slottable>{children}</Slottable>
    </Root>
  );
}
