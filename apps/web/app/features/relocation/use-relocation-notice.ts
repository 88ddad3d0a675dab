import { startTransition, useCallback, useEffect, useState } from "react";
import { relocationDismissedKey } from "../../lib/storage-keys.ts";
import { loadRelocationDialog } from "./relocation-notice.tsx";
import { onRelocationNoticeRequest } from "./relocation-requests.ts";
import { relocationTiming } from "./relocation-timing.ts";

export function useRelocationNotice() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(relocationDismissedKey) !== null;
    } catch {
      dismissed = false;
    }
    if (dismissed) return;
    // It will open: fetch its code now rather than when the timer fires.
    void loadRelocationDialog();
    // 1000 ms after the page started loading (its time origin), not after this island started: the
    // island starts once the page is idle, and counting from there showed the notice 300 ms late or more.
    // A transition, so React renders the dialog in slices that yield to the browser.
    const delayMs = Math.max(0, relocationTiming.showAfterMs - performance.now());
    const timer = setTimeout(() => startTransition(() => setOpen(true)), delayMs);
    return () => clearTimeout(timer);
  }, []);

  /** Closing by "Got it" or the close icon (or Escape) stores the flag. */
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (next) return;
    try {
      localStorage.setItem(relocationDismissedKey, "true");
    } catch {
      // Storage unavailable: the notice may show again next visit.
    }
  }, []);

  // The header button shows it again whatever the flag says.
  useEffect(() => onRelocationNoticeRequest(() => setOpen(true)), []);

  return { open, onOpenChange };
}
