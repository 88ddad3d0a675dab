import { FloatingActionButton } from "@firm/ui/floating-action-button";
import { useState } from "react";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { useOnDemand } from "../../lib/use-on-demand.ts";
import { useAdaSettings } from "./use-ada-settings.ts";
import { useSpeech } from "./use-speech.ts";

// The panel (a Radix dialog) loads when first opened: no page pays for it up front.
const loadPanel = async () => (await import("@firm/ui/accessibility-panel")).AccessibilityPanel;
// The page's stop-reading button loads once text to speech is turned on, before anything is read.
const loadStopButton = async () => (await import("@firm/ui/stop-reading-button")).StopReadingButton;

/**
 * The accessibility panel (docs/product.md#3-shared-parts-of-every-page): the floating button
 * bottom-left and the panel it opens; while speech is under way, a stop-reading button on the page
 * too, so the panel need not be open.
 */
export function AccessibilityControls() {
  const { locale } = useLocale();
  const copy = useCopy("accessibilityPanel");
  const [open, setOpen] = useState(false);
  const [readAloud, setReadAloud] = useState(false);
  const { settings, change, reset } = useAdaSettings();
  const speech = useSpeech(readAloud, locale);
  const AccessibilityPanel = useOnDemand(loadPanel, open);
  const StopReadingButton = useOnDemand(loadStopButton, readAloud);
  return (
    <div data-speech-ignore>
      <FloatingActionButton
        label={copy.openButton}
        icon="accessibility"
        placement="bottom-start"
        expanded={open}
        onClick={() => setOpen(true)}
      />
      {StopReadingButton ? (
        // While the panel is open, its own stop button does this (the page behind it is inert).
        <StopReadingButton
          label={copy.stopReading}
          speaking={speech.speaking && !open}
          onStop={speech.stop}
        />
      ) : null}
      {AccessibilityPanel ? (
        <AccessibilityPanel
          open={open}
          onOpenChange={setOpen}
          settings={settings}
          onChange={change}
          onReset={reset}
          readAloud={readAloud}
          onReadAloudChange={setReadAloud}
          speechSupported={speech.supported}
          speaking={speech.speaking}
          onStopSpeaking={speech.stop}
          labels={copy}
        />
      ) : null}
    </div>
  );
}
