import { toastStore } from "@firm/ui/toast-store";
import { useSyncExternalStore } from "react";
import { useCopy } from "../../lib/copy.ts";
import { useOnDemand } from "../../lib/use-on-demand.ts";

// Radix Toast loads with the first notification: a page that shows none does not pay for it.
const loadToaster = async () => (await import("@firm/ui/toast")).Toaster;

/** The site's notifications (`toast()` from "@firm/ui/toast-store"), rendered from the first one on. */
export function Toasts() {
  const copy = useCopy("toasts");
  const entries = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const Toaster = useOnDemand(loadToaster, entries.length > 0);
  if (!Toaster) return null;
  return <Toaster labels={{ region: copy.notificationsRegion, dismiss: copy.dismiss }} />;
}
