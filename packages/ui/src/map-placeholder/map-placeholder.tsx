import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../button/button.tsx";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./map-placeholder.css.ts";

export type MapPlaceholderProps = {
  /** The map's embed address; nothing is requested from it before the visitor asks. */
  src: string;
  /** The iframe's accessible title, e.g. "Map showing our office location". */
  title: string;
  /** The button's text, e.g. "Show map". */
  loadLabel: string;
  /** Why the map is not loaded yet (third-party host, privacy); describes the button. */
  note?: string;
};

/**
 * A click-to-load map: a drawn placeholder and a button; only after the click is the `<iframe>` rendered
 * (and focused). `data-state` is "idle" or "loaded".
 */
export function MapPlaceholder({ src, title, loadLabel, note }: MapPlaceholderProps) {
  const [loaded, setLoaded] = useState(false);
  const noteId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  return (
    <div className={styles.frame} data-state={loaded ? "loaded" : "idle"}>
      {loaded ? (
        <iframe
          ref={frame}
          className={styles.iframe}
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className={styles.placeholder}>
          <Icon name="mapPin" size="lg" className={styles.pin} />
          <Button
            variant="primary"
            onClick={() => setLoaded(true)}
            aria-describedby={note ? noteId : undefined}
          >
            {loadLabel}
          </Button>
          {note ? (
            <p id={noteId} className={styles.note}>
              {note}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
