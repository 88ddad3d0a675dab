import { describe, expect, it } from "vitest";
import type { ColorRole, ColorScheme } from "./color-scheme.ts";
import { contrastRatio } from "./contrast.ts";
import { defaultTheme } from "./themes/default.ts";
import { highContrastTheme } from "./themes/high-contrast.ts";
import { invertedTheme } from "./themes/inverted.ts";

/** Every foreground/background pair a component draws, with its WCAG minimum (text AA 4.5, non-text 3). */
const pairs: readonly [ColorRole, ColorRole, number][] = [
  ...(["canvas", "surface", "surfaceMuted"] as const).flatMap((bg): [ColorRole, ColorRole, number][] => [
    ["text", bg, 4.5],
    ["textMuted", bg, 4.5],
    ["heading", bg, 4.5],
    ["link", bg, 4.5],
    ["primary", bg, 4.5],
    ["danger", bg, 4.5],
    ["control", bg, 3],
    ["focusRing", bg, 3],
  ]),
  ["primaryText", "primary", 4.5],
  ["primaryText", "primaryHover", 4.5],
  ["accentText", "accent", 4.5],
  ["accentText", "accentHover", 4.5],
  ["attentionText", "attention", 4.5],
  ["text", "dangerSurface", 4.5],
  ["danger", "dangerSurface", 4.5],
  ["text", "successSurface", 4.5],
  ["success", "successSurface", 4.5],
  ["highlightText", "highlight", 4.5],
];

const themes = { default: defaultTheme, "high contrast": highContrastTheme, inverted: invertedTheme };

const schemes = Object.entries(themes).flatMap(([name, theme]): [string, ColorScheme][] => [
  [`${name} page`, theme.color],
  [`${name} band`, theme.inverse],
]);

describe.each(schemes)("%s colours", (_name, scheme) => {
  it.each(pairs)("%s on %s is at least %d:1", (foreground, background, minimum) => {
    expect(contrastRatio(scheme[foreground], scheme[background])).toBeGreaterThanOrEqual(minimum);
  });
});

describe("the high-contrast theme", () => {
  it.each(pairs.filter(([, , minimum]) => minimum === 4.5))(
    "keeps %s on %s at AAA (7:1) on the page",
    (foreground, background) => {
      expect(
        contrastRatio(highContrastTheme.color[foreground], highContrastTheme.color[background]),
      ).toBeGreaterThanOrEqual(7);
    },
  );
});

describe("contrastRatio", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});
