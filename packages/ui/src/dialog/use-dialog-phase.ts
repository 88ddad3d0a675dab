import { useEffect, useState } from "react";

export type DialogPhase = "closed" | "opening" | "open" | "closing";

/**
 * The dialog's life cycle around the controlled `open` prop: on open it is mounted as "opening" and turns
 * "open" (its entrance transition) `enterDelayMs` later; on close it stays mounted as "closing" for
 * `exitDurationMs` (its exit transition), then "closed" unmounts it.
 */
export function useDialogPhase(open: boolean, enterDelayMs: number, exitDurationMs: number): DialogPhase {
  const [phase, setPhase] = useState<DialogPhase>(open ? "opening" : "closed");
  useEffect(() => {
    if (open) {
      setPhase("opening");
      const timer = setTimeout(() => setPhase("open"), enterDelayMs);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "closed" ? current : "closing"));
    const timer = setTimeout(() => setPhase("closed"), exitDurationMs);
    return () => clearTimeout(timer);
  }, [open, enterDelayMs, exitDurationMs]);
  // Before the effect has run on a fresh open, the phase is still "closed": treat it as "opening".
  return open && phase === "closed" ? "opening" : phase;
}
