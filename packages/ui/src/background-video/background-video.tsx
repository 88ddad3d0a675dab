import { useRef, useState, useSyncExternalStore } from "react";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./background-video.css.ts";
import { useBackgroundVideoAllowed } from "./video-allowed.ts";

export type VideoSource = { src: string; type: string; media?: string };

export type BackgroundVideoProps = {
  /** Tried in order: e.g. a small rendition with `media` first, WebM before MP4. */
  sources: readonly VideoSource[];
  /** Names of the pause/play button (WCAG 2.2.2: moving content that lasts needs a pause). */
  labels: { pause: string; play: string };
  /** Places the video's layer, e.g. over the picture beneath in the same box (the video covers the layer). */
  className?: string;
};

/** "loading": added, not playing yet (transparent); then whatever the video last reported. */
type State = "loading" | "playing" | "paused";

function subscribeToLoad(onChange: () => void) {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}

/** Whether the page has loaded (its pictures included). False on the server and while hydrating. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === "complete",
    () => false,
  );
}

/**
 * A muted, looping, decorative video over a picture, with a pause/play button. Added only on the
 * client, once the page has loaded (so the picture beneath, loaded first, stays the largest paint
 * and has the bandwidth first), and only when `allowsBackgroundVideo` (no reduced motion, no
 * Save-Data): the server and those visitors keep the picture and never request the video. It is
 * transparent until it plays, then fades in; the button appears then. `data-state` on the layer and
 * the button: "loading", "playing", "paused".
 */
export function BackgroundVideo({ sources, labels, className }: BackgroundVideoProps) {
  const allowed = useBackgroundVideoAllowed();
  const loaded = usePageLoaded();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>("loading");
  if (!allowed || !loaded) return null;
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
