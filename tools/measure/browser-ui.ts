import { type Browser, chromium } from "@playwright/test";

/**
 * Debian's Chromium 156 starts, even headless, a renderer for its own address bar's popup
 * (chrome://omnibox-popup.top-chrome, a WebUI page): about 1 s of CPU at every browser start, more
 * under contention (3.4 s of task time in a 5 s trace of /privacy). The measurement scripts start a
 * fresh browser for every run, so on a 2-core machine that renderer competes with the page being
 * measured. It is the browser's interface, not the site: the scripts turn it off unless asked to keep
 * it (`--browser-ui`), so both can be compared in one sitting.
 */
export const browserUiFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/** For Playwright, which merges its own `--disable-features` with this one. */
export const withoutBrowserUi = `--disable-features=${browserUiFeatures.join(",")}`;

/**
 * For chrome-launcher, whose default flags carry a `--disable-features` of their own: Chromium keeps
 * only the last switch of a name, so the features are added to it (launch with ignoreDefaultFlags).
 */
export function launcherFlagsWithoutBrowserUi(defaults: readonly string[]): string[] {
  const merged = defaults.map((flag) =>
    flag.startsWith("--disable-features=") ? `${flag},${browserUiFeatures.join(",")}` : flag,
  );
  return merged.some((flag) => flag.startsWith("--disable-features="))
    ? merged
    : [...merged, withoutBrowserUi];
}

/** Debian's Chromium for a measurement through Playwright: headless, no GPU, without the popup renderer. */
export function launchMeasuringChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-dev-shm-usage",
      "--disable-gpu",
      "--ignore-certificate-errors",
      withoutBrowserUi,
    ],
  });
}
