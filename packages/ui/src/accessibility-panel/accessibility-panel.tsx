import { useId } from "react";
import { Button } from "../button/button.tsx";
import { Dialog } from "../dialog/dialog.tsx";
import {
  type AdaSettings,
  type AdaToggle,
  adaToggles,
  type ContrastMode,
  type CursorSize,
  contrastModes,
  cursorSizes,
  fontSizeLimits,
  stepFontSize,
} from "../theme/ada-settings.ts";
import * as styles from "./accessibility-panel.css.ts";
import { Segmented, Stepper, Switch } from "./panel-controls.tsx";

export type AccessibilityPanelLabels = {
  title: string;
  close: string;
  textSizeLabel: string;
  decreaseTextSize: string;
  increaseTextSize: string;
  contrastLabel: string;
  contrastOptions: Readonly<Record<ContrastMode, string>>;
  cursorSizeLabel: string;
  cursorSizeOptions: Readonly<Record<CursorSize, string>>;
  toggles: Readonly<Record<AdaToggle | "textToSpeech", string>>;
  textToSpeechHint: string;
  textToSpeechUnavailable: string;
  stopReading: string;
  reset: string;
  savedNote: string;
};

export type AccessibilityPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: AdaSettings;
  /** Every change, with the complete new settings (the site saves and applies them at once). */
  onChange: (settings: AdaSettings) => void;
  onReset: () => void;
  /** Text to speech (not part of the stored settings): whether clicking text reads it aloud. */
  readAloud: boolean;
  onReadAloudChange: (readAloud: boolean) => void;
  speechSupported: boolean;
  /** Speech is under way: a stop-reading button is shown. */
  speaking: boolean;
  onStopSpeaking: () => void;
  labels: AccessibilityPanelLabels;
};

/** The accessibility panel (docs/product.md#3-shared-parts-of-every-page): a dialog docked bottom-left, controlled from outside. */
export function AccessibilityPanel({
  open,
  onOpenChange,
  settings,
  onChange,
  onReset,
  readAloud,
  onReadAloudChange,
  speechSupported,
  speaking,
  onStopSpeaking,
  labels,
}: AccessibilityPanelProps) {
  const hintId = useId();
  const set = <K extends keyof AdaSettings>(key: K, value: AdaSettings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.savedNote}
      closeLabel={labels.close}
      placement="start"
      exitDurationMs={150}
    >
      {/* Clicks on these controls are not read aloud by the site's text to speech. */}
      <div className={styles.controls} data-speech-control>
        <Stepper
          label={labels.textSizeLabel}
          value={`${settings.fontSize}%`}
          decreaseLabel={labels.decreaseTextSize}
          increaseLabel={labels.increaseTextSize}
          atMin={settings.fontSize <= fontSizeLimits.min}
          atMax={settings.fontSize >= fontSizeLimits.max}
          onStep={(direction) => set("fontSize", stepFontSize(settings.fontSize, direction))}
        />
        <Segmented
          legend={labels.contrastLabel}
          name="ada-contrast"
          options={contrastModes}
          labels={labels.contrastOptions}
          value={settings.contrast}
          onChange={(value) => set("contrast", value)}
        />
        <Segmented
          legend={labels.cursorSizeLabel}
          name="ada-cursor"
          options={cursorSizes}
          labels={labels.cursorSizeOptions}
          value={settings.cursorSize}
          onChange={(value) => set("cursorSize", value)}
        />
        {adaToggles.map((toggle) => (
          <Switch
            key={toggle}
            label={labels.toggles[toggle]}
            checked={settings[toggle]}
            onChange={(checked) => set(toggle, checked)}
          />
        ))}
        {speechSupported ? (
          <div className={styles.control}>
            <Switch
              label={labels.toggles.textToSpeech}
              checked={readAloud}
              onChange={onReadAloudChange}
              describedBy={hintId}
            />
            <p id={hintId} className={styles.note}>
              {labels.textToSpeechHint}
            </p>
            {speaking ? (
              <Button variant="attention" onClick={onStopSpeaking}>
                {labels.stopReading}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className={styles.note}>{labels.textToSpeechUnavailable}</p>
        )}
        <Button variant="secondary" onClick={onReset} fullWidth>
          {labels.reset}
        </Button>
      </div>
    </Dialog>
  );
}
