import { firm } from "@firm/content/firm";
import { ButtonLink } from "@firm/ui/button-link";
import type { ComponentProps } from "react";
import { useLocale } from "../../lib/use-locale.ts";

type PageButtonProps = {
  /** A site path in English ("/consultation"); it is given in the page's language. */
  to: string;
  variant?: ComponentProps<typeof ButtonLink>["variant"];
  size?: ComponentProps<typeof ButtonLink>["size"];
  children: string;
};

/** A link to another page of the site in the look of a button. */
export function PageButton({ to, variant = "accent", size = "lg", children }: PageButtonProps) {
  const { href } = useLocale();
  return (
    <ButtonLink href={href(to)} variant={variant} size={size}>
      {children}
    </ButtonLink>
  );
}

/** "Call now": the toll-free number, named with the number for assistive technology. */
export function CallButton({ label, ariaLabel }: { label: string; ariaLabel: string }) {
  const { text } = useLocale();
  return (
    <ButtonLink href={firm.phones.tollFree.href} variant="call" size="lg" aria-label={text(ariaLabel)}>
      {label}
    </ButtonLink>
  );
}
