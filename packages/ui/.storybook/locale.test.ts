import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { expect, test } from "vitest";
import { argsIn, localizedArgs, setStoryLocale, storyLocale } from "./locale.ts";

/**
 * The story state that leaked (the stop-reading stories failed after the language toggle's Spanish
 * one, and passed alone): a story file's args are read once, between two stories, and its
 * `localizedArgs` then give each story its text. Here the stop-reading button's, as its file has them.
 */
const readArgs = () => ({ label: accessibilityPanel[storyLocale()].stopReading, speaking: true });
const parameters = localizedArgs((locale) => ({ label: accessibilityPanel[locale].stopReading }));

test("the language returns to the default when a Spanish story ends", () => {
  // What the preview's `beforeEach` does for a story the toolbar (or the story) shows in Spanish;
  // Storybook and the story tests call what it returns when the story ends.
  const end = setStoryLocale({ locale: "es" });
  expect(storyLocale()).toBe("es");
  end();
  expect(storyLocale()).toBe("en");
  // A story file read now reads its args in English.
  expect(readArgs().label).toBe(accessibilityPanel.en.stopReading);
});

test("an English story gets English text even from args read while Spanish was on", () => {
  setStoryLocale({ locale: "es" });
  const stale = readArgs();
  setStoryLocale({ locale: "en" });
  expect({ ...stale, ...argsIn(parameters, storyLocale()) }).toEqual({
    label: accessibilityPanel.en.stopReading,
    speaking: true,
  });
  expect(argsIn(parameters, "es")).toEqual({ label: accessibilityPanel.es.stopReading });
  expect(argsIn({}, "es")).toEqual({});
});
