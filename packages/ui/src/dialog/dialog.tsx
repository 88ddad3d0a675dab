import * as RadixDialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import { Icon } from "../icon/icon.tsx";
import * as styles from "./dialog.css.ts";
import { useDialogPhase } from "./use-dialog-phase.ts";

export type { DialogPhase } from "./use-dialog-phase.ts";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Accessible name of the close icon button. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. an acknowledgement wrapped in `DialogClose`. */
  actions?: ReactNode;
  /** The entrance transition starts this long after opening (relocation notice: 50). */
  enterDelayMs?: number;
  /** After closing, the dialog stays mounted this long for its exit transition (relocation notice: 300). */
  exitDurationMs?: number;
  /** "center": a modal card; "start": a panel docked to the bottom-left corner (large screens). */
  placement?: "center" | "start";
  /**
   * "dim" darkens the page behind; "clear" leaves it as it was, for a notice that informs rather than
   * asks (a full-screen change of every pixel is what Speed Index counts).
   */
  backdrop?: "dim" | "clear";
};

/**
 * A modal dialog (Radix Dialog): focus trapped inside, Escape and the close icon close it, focus returns.
 * `data-state` on the overlay and content is "opening" | "open" | "closing" (unmounted when closed).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  actions,
  enterDelayMs = 0,
  exitDurationMs = 0,
  placement = "center",
  backdrop = "dim",
}: DialogProps) {
  const phase = useDialogPhase(open, enterDelayMs, exitDurationMs);
  // Opened from outside (no Radix Trigger), so focus goes back to whatever had it before opening.
  const returnFocus = useRef<HTMLElement | null>(null);
  const exitStyle = phase === "closing" ? { transitionDuration: `${exitDurationMs}ms` } : undefined;
  return (
    <RadixDialog.Root open={phase !== "closed"} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay({ backdrop })} data-state={phase} style={exitStyle} />
        <RadixDialog.Content
          className={styles.content({ placement })}
          data-state={phase}
          style={exitStyle}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <Icon name="close" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
