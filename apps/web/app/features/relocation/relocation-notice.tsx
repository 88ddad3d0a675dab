import { useOnDemand } from "../../lib/use-on-demand.ts";
import type { RelocationDialogProps } from "./relocation-dialog.tsx";

// The dialog's code loads on demand: a visitor who dismissed the notice never loads it.
export const loadRelocationDialog = async () => (await import("./relocation-dialog.tsx")).RelocationDialog;

/** The relocation notice (docs/product.md#3-shared-parts-of-every-page), opened by `useRelocationNotice` (after the first load) or the header. */
export function RelocationNotice({ open, onOpenChange }: RelocationDialogProps) {
  const RelocationDialog = useOnDemand(loadRelocationDialog, open);
  return RelocationDialog ? <RelocationDialog open={open} onOpenChange={onOpenChange} /> : null;
}
