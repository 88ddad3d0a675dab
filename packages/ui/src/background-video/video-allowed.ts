import { useSyncExternalStore } from "react";

/** Either preference means no background video (the second is not in every browser yet). */
const declineQueries = ["(prefers-reduced-motion: reduce)", "(prefers-reduced-data: reduce)"] as const;

/** The Network Information API's data saver (Chromium only; not in TypeScript's DOM types). */
type Connection = { saveData?: boolean } & Pick<EventTarget, "addEventListener" | "removeEventListener">;

export type VideoEnvironment = {
  matchMedia: (query: string) => { matches: boolean };
  connection?: { saveData?: boolean } | undefined;
};

/** Whether a decorative background video may play: not under reduced motion, reduced data or Save-Data. */
export function allowsBackgroundVideo({ matchMedia, connection }: VideoEnvironment): boolean {
  return connection?.saveData !== true && !declineQueries.some((query) => matchMedia(query).matches);
}

const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

function subscribe(onChange: () => void) {
  const lists = declineQueries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener("change", onChange);
  connection()?.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
    connection()?.removeEventListener("change", onChange);
  };
}

/**
 * `allowsBackgroundVideo` for this browser, kept up to date. False on the server and while hydrating,
 * so the video is only ever added on the client.
 */
export function useBackgroundVideoAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () =>
      allowsBackgroundVideo({ matchMedia: (query) => window.matchMedia(query), connection: connection() }),
    () => false,
  );
}
