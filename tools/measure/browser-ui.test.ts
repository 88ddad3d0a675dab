import { describe, expect, it } from "vitest";
import { browserUiFeatures, launcherFlagsWithoutBrowserUi, withoutBrowserUi } from "./browser-ui.ts";

describe("launcherFlagsWithoutBrowserUi", () => {
  it("adds the features to the launcher's own --disable-features, keeping the rest", () => {
    const flags = launcherFlagsWithoutBrowserUi(["--disable-features=Translate,MediaRouter", "--mute-audio"]);
    expect(flags).toEqual([
      `--disable-features=Translate,MediaRouter,${browserUiFeatures.join(",")}`,
      "--mute-audio",
    ]);
  });

  it("adds a --disable-features when the defaults have none", () => {
    expect(launcherFlagsWithoutBrowserUi(["--mute-audio"])).toEqual(["--mute-audio", withoutBrowserUi]);
  });
});
