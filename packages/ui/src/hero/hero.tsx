import { type ReactNode, useId, useRef, useState } from "react";
import { Container } from "../container/container.tsx";
import { Heading } from "../heading/heading.tsx";
import { Icon } from "../icon/icon.tsx";
import { inverseTone } from "../theme/utilities.css.ts";
import * as styles from "./hero.css.ts";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/** Explicit width and height keep the layout from shifting while the picture loads. */
export type HeroBackground =
  | { kind: "image"; src: string; alt?: string; width: number; height: number }
  | { kind: "video"; src: string; poster: string; width: number; height: number };

export type HeroProps = {
  title: string;
  subtitle?: string;
  description?: string;
  /** Buttons and links, e.g. a ButtonLink to /consultation and a call-now ButtonLink. */
  actions?: ReactNode;
  background?: HeroBackground;
  /** The text fades in this long after load (spec: 100 ms). */
  textDelayMs?: number;
  /** The visitor asked to save data: show the poster instead of the video. */
  saveData?: boolean;
  /** Names of the pause/play button for a background video; without them no button is shown. */
  videoLabels?: { pause: string; play: string };
  /** "full": the home page's full-screen hero; "page": other pages. */
  size?: "full" | "page";
};

/**
 * The page's opening band with its h1. A video background is muted, looping and decorative; it is replaced
 * by its poster under reduced motion, with `saveData`, and on the server. `data-media` says which is shown.
 */
export function Hero({
  title,
  subtitle,
  description,
  actions,
  background,
  textDelayMs = 100,
  saveData = false,
  videoLabels,
  size,
}: HeroProps) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const showVideo = background?.kind === "video" && !reducedMotion && !saveData;
  const mediaKind = background
    ? showVideo
      ? "video"
      : background.kind === "video"
        ? "poster"
        : "image"
    : "none";
  return (
    <section
      aria-labelledby={titleId}
      className={`${styles.hero({ size })} ${inverseTone}`}
      data-media={mediaKind}
    >
      {background?.kind === "image" ? (
        <img
          className={styles.backdrop}
          src={background.src}
          alt={background.alt ?? ""}
          width={background.width}
          height={background.height}
          fetchPriority="high"
        />
      ) : null}
      {background?.kind === "video" && showVideo ? (
        <div className={styles.backdrop} aria-hidden="true">
          <video
            ref={video}
            className={styles.backdrop}
            src={background.src}
            poster={background.poster}
            width={background.width}
            height={background.height}
            autoPlay
            muted
            loop
            playsInline
          />
        </div>
      ) : null}
      {background?.kind === "video" && !showVideo ? (
        <img
          className={styles.backdrop}
          src={background.poster}
          alt=""
          width={background.width}
          height={background.height}
          fetchPriority="high"
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
      {showVideo && videoLabels ? (
        <button
          type="button"
          className={styles.motionToggle}
          aria-label={paused ? videoLabels.play : videoLabels.pause}
          data-state={paused ? "paused" : "playing"}
          onClick={() => {
            if (paused) void video.current?.play();
            else video.current?.pause();
            setPaused(!paused);
          }}
        >
          <Icon name={paused ? "play" : "pause"} />
        </button>
      ) : null}
    </section>
  );
}
