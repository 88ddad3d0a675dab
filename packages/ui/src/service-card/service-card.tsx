import { useId } from "react";
import { Icon } from "../icon/icon.tsx";
import type { LinkComponent } from "../link/link-component.ts";
import { Picture, type ResponsiveImage } from "../picture/picture.tsx";
import * as styles from "./service-card.css.ts";

export type ServiceCardProps = {
  title: string;
  description: string;
  href: string;
  /** Visible link text, e.g. "Learn more". */
  learnMoreLabel: string;
  /**
   * The link's accessible name when it should say more than the visible text, e.g. "Learn more about
   * Wrongful Death" (must begin with `learnMoreLabel`). Without it the title describes the link.
   */
  linkLabel?: string;
  /** Below the fold on every page: fetched lazily. */
  image?: ResponsiveImage;
  headingLevel?: 2 | 3 | 4;
  linkAs?: LinkComponent;
};

/** A practice area: picture, title, description and a learn-more link that makes the whole card clickable. */
export function ServiceCard({
  title,
  description,
  href,
  learnMoreLabel,
  linkLabel,
  image,
  headingLevel = 3,
  linkAs: Link = "a",
}: ServiceCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image ? <Picture className={styles.image} image={image} /> : null}
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.description}>{description}</p>
        <Link
          href={href}
          className={styles.link}
          {...(linkLabel ? { "aria-label": linkLabel } : { "aria-describedby": titleId })}
        >
          {learnMoreLabel}
          <Icon name="arrowRight" size="sm" />
        </Link>
      </div>
    </article>
  );
}
