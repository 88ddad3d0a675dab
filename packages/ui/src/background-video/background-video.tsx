import { type RefObject, useEffect, useRef, useState } from "react";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./background-video.css.ts";
import { useBackgroundVideoAllowed } from "./video-allowed.ts";

export type VideoSource = { src: string; type: string; media?: string };

export type BackgroundVideoProps = {
  /** Tried in order: e.g. a small rendition with `media` first, WebM before MP4. */
  sources: readonly VideoSource[];
  /** Names of the pause/play button (WCAG 2.2.2: moving content that lasts needs a pause). */
  labels: { pause: string; play: string };
  /**
   * The picture under the video, rendered on the server: the video waits until it has loaded (so it
   * stays the largest paint and has the bandwidth first) and takes the file it chose as its poster.
   */
  posterImage: RefObject<HTMLImageElement | null>;
  /** Places the video's layer, e.g. over the poster in the same box (the video covers the layer). */
  className?: string;
};

/** "loading": added, not playing yet (transparent); then whatever the video last reported. */
type State = "loading" | "playing" | "paused";

function usePosterSource(poster: RefObject<HTMLImageElement | null>, wanted: boolean) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    const image = poster.current;
    if (!wanted || !image) return;
    const loaded = () => setSource(image.currentSrc || image.src);
    if (image.complete && image.naturalWidth > 0) loaded();
    else image.addEventListener("load", loaded, { once: true });
    return () => image.removeEventListener("load", loaded);
  }, [poster, wanted]);
  return source;
}

/**
 * A muted, looping, decorative video over a picture, with a pause/play button. Added only on the
 * client, after the picture has loaded, and only when `allowsBackgroundVideo` (no reduced motion, no
 * Save-Data): the server and those visitors keep the picture and never request the video. It fades in
 * once it plays; the button appears then. `data-state` on the layer and the button: "loading", "playing", "paused".
 */
export function BackgroundVideo({ sources, labels, posterImage, className }: BackgroundVideoProps) {
  const allowed = useBackgroundVideoAllowed();
  const posterSource = usePosterSource(posterImage, allowed);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>("loading");
  if (!allowed || !posterSource) return null;
  const paused = state === "paused";
  return (
    <>
      <div
        className={`${styles.layer}${className ? ` ${className}` : ""}`}
        data-state={state}
        aria-hidden="true"
      >
        <video
          ref={video}
          className={styles.video}
          poster={posterSource}
          preload="none"
          autoPlay
          muted
          loop
          playsInline
          onPlaying={() => setState("playing")}
          onPause={() => setState("paused")}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} media={source.media} />
          ))}
        </video>
      </div>
      {state === "loading" ? null : (
        <button
          type="button"
          className={styles.toggle}
          aria-label={paused ? labels.play : labels.pause}
          data-state={state}
          onClick={() => {
            const element = video.current;
            if (!element) return;
            if (element.paused) element.play().catch(() => setState("paused"));
            else element.pause();
          }}
        >
          <Icon name={paused ? "play" : "pause"} />
        </button>
      )}
    </>
  );
}
