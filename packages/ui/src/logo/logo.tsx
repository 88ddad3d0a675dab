import type { LinkComponent } from "../link/link-component.ts";
import * as styles from "./logo.css.ts";
import { logoMark } from "./logo-mark.ts";

export type LogoProps = {
  /** The firm's name, shown beside the mark. */
  name: string;
  tagline?: string;
  /** Makes the logo a link (usually to the home page). */
  href?: string;
  /** The link's accessible name when it says more than the name, e.g. "Solano Reyes Law Group — home". */
  label?: string;
  linkAs?: LinkComponent;
};

/** The firm's mark (a shield with three brass pillars, drawn inline) and its name. */
export function Logo({ name, tagline, href, label, linkAs: Link = "a" }: LogoProps) {
  const mark = (
    <svg className={styles.mark} viewBox={logoMark.viewBox} aria-hidden="true" focusable="false">
      <path className={styles.shield} d={logoMark.shield} />
      <path className={styles.pillars} d={logoMark.pillars} />
    </svg>
  );
  const firmName = <span className={styles.name}>{name}</span>;
  // The tagline stays outside the link, so the link's name (label) contains all of its visible text.
  return (
    <span className={styles.logo}>
      {href ? (
        <Link href={href} className={styles.link} aria-label={label}>
          {mark}
          {firmName}
        </Link>
      ) : (
        <span className={styles.link}>
          {mark}
          {firmName}
        </span>
      )}
      {tagline ? <span className={styles.tagline}>{tagline}</span> : null}
    </span>
  );
}
