import { FloatingActionButton } from "@firm/ui/floating-action-button";
import { useState } from "react";
import { useCopy } from "../../lib/copy.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { useOnDemand } from "../../lib/use-on-demand.ts";
import { useAdaSettings } from "./use-ada-settings.ts";
import { useSpeech } from "./use-speech.ts";

// The panel (a Radix dialog) and the page's stop-reading button load when the panel is first
// opened: no page pays for them up front.
const loadPanel = async () => (await import("./panel-and-stop-button.tsx")).PanelAndStopButton;

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
  const PanelAndStopButton = useOnDemand(loadPanel, open);
  return (
    <div data-speech-ignore>
      <FloatingActionButton
        label={copy.openButton}
        icon="accessibility"
        placement="bottom-start"
        expanded={open}
        onClick={() => setOpen(true)}
      />
      {PanelAndStopButton ? (
        <PanelAndStopButton
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
