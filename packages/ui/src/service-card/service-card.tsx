import { useId } from "react";
import { Icon } from "../icon/icon.tsx";
import type { LinkComponent } from "../link/link-component.ts";
import { Picture, type ResponsiveImage } from "../picture/picture.tsx";
import { visuallyHidden } from "../theme/utilities.css.ts";
import * as styles from "./service-card.css.ts";

export type ServiceCardProps = {
  title: string;
  description: string;
  href: string;
  /** Visible link text, e.g. "Learn more". */
  learnMoreLabel: string;
  /**
   * Words that finish the link's text after the visible label, e.g. "about Wrongful Death": visually
   * hidden, read by screen readers and search engines (a bare "Learn more" says nothing out of context).
   * Without it the title describes the link.
   */
  linkContext?: string;
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
  linkContext,
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
        <Link href={href} className={styles.link} {...(linkContext ? {} : { "aria-describedby": titleId })}>
          {learnMoreLabel} {linkContext ? <span className={visuallyHidden}>{linkContext}</span> : null}
          <Icon name="arrowRight" size="sm" />
        </Link>
      </div>
    </article>
  );
}
