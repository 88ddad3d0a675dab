import {
  type AdaSettings,
  adaSettingsStorageKey,
  defaultAdaSettings,
  parseAdaSettings,
} from "@firm/ui/ada-settings";
import { applySettingsAttributes, applySettingsAttributesAfterPaint } from "@firm/ui/settings-attributes";
import { useCallback, useEffect, useRef, useState } from "react";

function readStored(): AdaSettings {
  try {
    return parseAdaSettings(JSON.parse(localStorage.getItem(adaSettingsStorageKey) ?? "null"));
  } catch {
    return defaultAdaSettings;
  }
}

/**
 * Whether Enter is held down. Enter activates a button on keydown, so a change it makes comes before
 * the key's release, which is part of the same interaction and should paint as quickly.
 */
function useEnterHeld() {
  const held = useRef(false);
  useEffect(() => {
    const track = (event: KeyboardEvent) => {
      if (event.key === "Enter") held.current = event.type === "keydown";
    };
    const release = () => {
      held.current = false;
    };
    addEventListener("keydown", track, true);
    addEventListener("keyup", track, true);
    addEventListener("blur", release);
    return () => {
      removeEventListener("keydown", track, true);
      removeEventListener("keyup", track, true);
      removeEventListener("blur", release);
    };
  }, []);
  return held;
}

/**
 * The accessibility settings (`ada-settings`, docs/product.md#5-browser-storage): read back on load, saved at once on every
 * change and applied to the whole page through attributes on <html>; reset restores the defaults.
 * A changed text size reaches <html> just after the panel has painted its new value (and, from the
 * keyboard, after Enter's release has painted too): laying the whole page out at the new size would
 * otherwise hold that paint back.
 */
export function useAdaSettings() {
  const [settings, setSettings] = useState<AdaSettings>(defaultAdaSettings);
  const enterHeld = useEnterHeld();

  useEffect(() => {
    const stored = readStored();
    setSettings(stored);
    applySettingsAttributes(document.documentElement, stored);
  }, []);

  const change = useCallback(
    (next: AdaSettings) => {
      setSettings(next);
      applySettingsAttributesAfterPaint(document.documentElement, next, {
        afterKeyRelease: enterHeld.current,
      });
      try {
        localStorage.setItem(adaSettingsStorageKey, JSON.stringify(next));
      } catch {
        // Storage unavailable: the settings still apply for this visit.
      }
    },
    [enterHeld],
  );

  const reset = useCallback(() => change(defaultAdaSettings), [change]);

  return { settings, change, reset };
}
