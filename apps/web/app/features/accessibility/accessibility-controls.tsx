import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { AccessibilityPanel } from "@firm/ui/accessibility-panel";
import { FloatingActionButton } from "@firm/ui/floating-action-button";
import { useState } from "react";
import { useLocale } from "../../lib/use-locale.ts";
import { useAdaSettings } from "./use-ada-settings.ts";
import { useSpeech } from "./use-speech.ts";

/** Spec §2 accessibility panel: the floating button bottom-left and the panel it opens. */
export function AccessibilityControls() {
  const { locale } = useLocale();
  const copy = accessibilityPanel[locale];
  const [open, setOpen] = useState(false);
  const [readAloud, setReadAloud] = useState(false);
  const { settings, change, reset } = useAdaSettings();
  const speech = useSpeech(readAloud, locale);
  return (
    <div data-speech-ignore>
      <FloatingActionButton
        label={copy.openButton}
        icon="accessibility"
        placement="bottom-start"
        expanded={open}
        onClick={() => setOpen(true)}
      />
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
    </div>
  );
}
