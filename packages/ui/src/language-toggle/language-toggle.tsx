import type { MouseEvent } from "react";
import { fab, floating } from "../floating-action-button/floating-action-button.css.ts";
import { Icon } from "../icon/icon.tsx";
import type { LinkComponent } from "../link/link-component.ts";
import { visuallyHidden } from "../theme/utilities.css.ts";
import * as styles from "./language-toggle.css.ts";

export type LanguageToggleProps = {
  /** The other language's code, shown on the button, e.g. "ES" on English pages. */
  code: string;
  /** Accessible name, written in the other language, e.g. "Ver este sitio en español". */
  label: string;
  /** The same page in the other language. */
  href: string;
  /** The other language's tag (for `lang` and `hreflang`), e.g. "es". */
  lang: string;
  /** Called on activation, before navigation: save the choice, or prevent it and switch in place. */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
  placement?: "inline" | "bottom-start" | "bottom-end";
  linkAs?: LinkComponent;
};

/** Switches between English and Spanish: a link to the page in the other language, showing its code. */
export function LanguageToggle({
  code,
  label,
  href,
  lang,
  onSelect,
  placement = "bottom-end",
  linkAs: Link = "a",
}: LanguageToggleProps) {
  return (
    <Link
      href={href}
      hrefLang={lang}
      lang={lang}
      onClick={onSelect}
      className={`${fab} ${styles.toggle} ${floating({ placement })}`}
    >
      <Icon name="globe" />
      <span className={styles.code}>{code}</span>
      <span className={visuallyHidden}>{label}</span>
    </Link>
  );
}
