import * as RadixToast from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./toast.css.ts";
import { type ToastStore, toastStore } from "./toast-store.ts";

export type ToasterProps = {
  labels: {
    /** Names the notifications region (and prefixes announcements). */
    region: string;
    /** The close button of each toast. */
    dismiss: string;
  };
  /** Defaults to the site's store (`toast()` from "@firm/ui/toast-store"). */
  store?: ToastStore;
  /** How long a toast stays before closing itself; Radix pauses it while hovered or focused. */
  durationMs?: number;
};

const iconByTone = { info: "alert", success: "success", error: "alert" } as const;

/**
 * Renders the store's toasts (Radix Toast): announced politely (errors assertively), F8 jumps to them,
 * swipe, Escape or the close button dismisses. Radix's `data-state` is "open" | "closed".
 */
export function Toaster({ labels, store = toastStore, durationMs }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <RadixToast.Provider label={labels.region} duration={durationMs}>
      {toasts.map((entry) => (
        <RadixToast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) store.dismiss(entry.id);
          }}
          type={entry.tone === "error" ? "foreground" : "background"}
          className={styles.toast({ tone: entry.tone })}
          data-tone={entry.tone}
        >
          <Icon name={iconByTone[entry.tone]} className={styles.icon({ tone: entry.tone })} />
          <div>
            <RadixToast.Title className={styles.title}>{entry.title}</RadixToast.Title>
            {entry.description ? (
              <RadixToast.Description className={styles.description}>
                {entry.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close className={styles.close} aria-label={labels.dismiss}>
            <Icon name="close" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={labels.region} />
    </RadixToast.Provider>
  );
}
