import {
  type AdaSettings,
  adaSettingsStorageKey,
  defaultAdaSettings,
  parseAdaSettings,
} from "@firm/ui/ada-settings";
import { applySettingsAttributes, applySettingsAttributesAfterPaint } from "@firm/ui/settings-attributes";
import { useCallback, useEffect, useState } from "react";

function readStored(): AdaSettings {
  try {
    return parseAdaSettings(JSON.parse(localStorage.getItem(adaSettingsStorageKey) ?? "null"));
  } catch {
    return defaultAdaSettings;
  }
}

/**
 * The accessibility settings (spec §3 `ada-settings`): read back on load, saved at once on every
 * change and applied to the whole page through attributes on <html>; reset restores the defaults.
 * A changed text size reaches <html> just after the panel has painted its new value: laying the
 * whole page out at the new size would otherwise hold that paint back.
 */
export function useAdaSettings() {
  const [settings, setSettings] = useState<AdaSettings>(defaultAdaSettings);

  useEffect(() => {
    const stored = readStored();
    setSettings(stored);
    applySettingsAttributes(document.documentElement, stored);
  }, []);

  const change = useCallback((next: AdaSettings) => {
    setSettings(next);
    applySettingsAttributesAfterPaint(document.documentElement, next);
    try {
      localStorage.setItem(adaSettingsStorageKey, JSON.stringify(next));
    } catch {
      // Storage unavailable: the settings still apply for this visit.
    }
  }, []);

  const reset = useCallback(() => change(defaultAdaSettings), [change]);

  return { settings, change, reset };
}
