import { AccessibilityPanel, type AccessibilityPanelProps } from "@firm/ui/accessibility-panel";
import { StopReadingButton } from "@firm/ui/stop-reading-button";

/**
 * What the accessibility controls load when the panel is first opened: the panel, and the page's
 * stop-reading button for while speech is under way with the panel closed (with it open, the
 * panel's own button does this; the page behind it is inert). Text to speech is turned on only in
 * the panel, so the button's code is never wanted earlier, and no page's first script carries it.
 */
export function PanelAndStopButton(props: AccessibilityPanelProps) {
  return (
    <>
      {props.readAloud ? (
        <StopReadingButton
          label={props.labels.stopReading}
          speaking={props.speaking && !props.open}
          onStop={props.onStopSpeaking}
        />
      ) : null}
      <AccessibilityPanel {...props} />
    </>
  );
}
