import { firm } from "@firm/content/firm";
import { Button } from "@firm/ui/button";
import { Dialog, DialogClose } from "@firm/ui/dialog";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { relocationTiming } from "./relocation-timing.ts";

export type RelocationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The relocation notice (docs/product.md#3-shared-parts-of-every-page): title, message, address and city, effective date, two notes, Got it. */
export function RelocationDialog({ open, onOpenChange }: RelocationDialogProps) {
  const { text } = useLocale();
  const copy = useCopy("relocationNotice");
  const { street, city, region, postalCode } = firm.address;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.message}
      closeLabel={copy.close}
      enterDelayMs={relocationTiming.enterDelayMs}
      exitDurationMs={relocationTiming.exitDurationMs}
      backdrop="clear"
      actions={
        <DialogClose asChild>
          <Button>{copy.acknowledge}</Button>
        </DialogClose>
      }
    >
      <p>
        <strong>{copy.addressLabel}:</strong> {street}, {city}, {region} {postalCode}
      </p>
      <p>
        <strong>{text(copy.effective)}</strong>
      </p>
      <p>{copy.phoneNote}</p>
      <p>{copy.meetingNote}</p>
    </Dialog>
  );
}
