import { type ReactNode, useId } from "react";
import { Container } from "../container/container.tsx";
import { Heading } from "../heading/heading.tsx";
import { Picture, type ResponsiveImage } from "../picture/picture.tsx";
import { inverseTone } from "../theme/utilities.css.ts";
import * as styles from "./hero.css.ts";

/**
 * A picture, or a video over its poster picture (which the server renders and is the largest paint):
 * `video` is a BackgroundVideo placed with `heroVideoLayer` (hero-video-layer.ts), or an island that
 * renders one.
 */
export type HeroBackground =
  | { kind: "image"; image: ResponsiveImage }
  | { kind: "video"; poster: ResponsiveImage; video: ReactNode };

export type HeroProps = {
  title: string;
  subtitle?: string;
  description?: string;
  /** Buttons and links, e.g. a ButtonLink to /consultation and a call-now ButtonLink. */
  actions?: ReactNode;
  background?: HeroBackground;
  /** The text fades in this long after load (the site: 100 ms). */
  textDelayMs?: number;
  /** "full": the home page's full-screen hero; "page": other pages. */
  size?: "full" | "page";
};

/**
 * The page's opening band with its h1. The background picture is fetched first (it is the largest
 * paint); a video background is a BackgroundVideo over that picture, which adds itself on the client
 * when motion and data allow, with its pause/play button. `data-media` says which kind of background
 * it has.
 */
export function Hero({
  title,
  subtitle,
  description,
  actions,
  background,
  textDelayMs = 100,
  size,
}: HeroProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`${styles.hero({ size })} ${inverseTone}`}
      data-media={background?.kind ?? "none"}
    >
      {background ? (
        <Picture
          className={styles.backdrop}
          image={background.kind === "video" ? background.poster : background.image}
          priority="high"
        />
      ) : null}
      {background ? <div className={styles.scrim} /> : null}
      <Container>
        <div className={styles.content} style={{ animationDelay: `${textDelayMs}ms` }}>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {description ? <p className={styles.description}>{description}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </Container>
      {background?.kind === "video" ? background.video : null}
    </section>
  );
}
