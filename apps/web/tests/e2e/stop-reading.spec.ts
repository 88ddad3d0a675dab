import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { languageToggle } from "@firm/content/dictionaries/language-toggle";
import type { Locale } from "@firm/content/locale";
import type { Locator, Page } from "@playwright/test";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";

type Spoken = { calls: string[] };

/**
 * A stand-in speechSynthesis that records what it is asked: an utterance speaks until it is
 * cancelled (no voice ever ends it), as a long paragraph does.
 */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken = { calls: [] as string[] };
    Object.assign(window, { spoken });
    const synth = {
      speaking: false,
      speak(utterance: SpeechSynthesisUtterance) {
        synth.speaking = true;
        spoken.calls.push(utterance.text);
      },
      cancel() {
        synth.speaking = false;
        spoken.calls.push("<cancel>");
      },
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  });
}

const speechCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: Spoken }).spoken.calls);

async function turnSpeechOnAndClosePanel(page: Page, locale: Locale) {
  const copy = accessibilityPanel[locale];
  await page.getByRole("button", { name: copy.openButton }).click();
  const panel = page.getByRole("dialog", { name: copy.title });
  await expect(panel).toHaveAttribute("data-state", "open");
  await panel.evaluate((dialog) =>
    Promise.all(dialog.getAnimations().map((animation) => animation.finished)),
  );
  await panel.getByRole("switch", { name: copy.toggles.textToSpeech }).click();
  await panel.getByRole("button", { name: copy.close }).click();
  await expect(panel).toBeHidden();
}

async function overlaps(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error("a button is not laid out");
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

test.beforeEach(async ({ page }) => {
  await dismissRelocationNotice(page);
  await recordSpeech(page);
});

for (const { locale, path, viewport } of [
  { locale: "en", path: "/about", viewport: { width: 1280, height: 800 } },
  { locale: "es", path: "/es/services/dog-bite-victims", viewport: { width: 320, height: 640 } },
] as const) {
  test.describe(`${path} on a ${viewport.width}px screen`, () => {
    test.use({ viewport });

    test("with the panel closed, a stop-reading button shows while a paragraph is read and ends it", async ({
      page,
      visit,
    }) => {
      const copy = accessibilityPanel[locale];
      await visit(path);
      await turnSpeechOnAndClosePanel(page, locale);
      const stop = page.getByRole("button", { name: copy.stopReading });
      await expect(stop).toHaveCount(0);

      const paragraph = page
        .locator("main p")
        .filter({ hasText: /\w{4,}/ })
        .first();
      await paragraph.click();
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is read aloud
      const text = (await paragraph.innerText()).trim();
      expect(await speechCalls(page)).toContain(text);
      await expect(stop).toBeVisible();
      // In the page's language, and clear of the corner buttons.
      expect(await overlaps(stop, page.getByRole("button", { name: copy.openButton }))).toBe(false);
      const toggle = page.getByRole("link", { name: languageToggle[locale].label });
      expect(await overlaps(stop, toggle)).toBe(false);

      // By keyboard: focus it and press Enter.
      await stop.focus();
      await page.keyboard.press("Enter");
      await expect(stop).toHaveCount(0);
      expect((await speechCalls(page)).at(-1)).toBe("<cancel>");
    });
  });
}

test("Tab reaches the stop-reading button, and clicking it is not read aloud", async ({ page, visit }) => {
  test.slow(); // Tab through the page's links, one by one
  const copy = accessibilityPanel.en;
  await visit("/services");
  await turnSpeechOnAndClosePanel(page, "en");
  await page.getByRole("heading", { level: 1 }).click();
  const stop = page.getByRole("button", { name: copy.stopReading });
  await expect(stop).toBeVisible();
  for (let presses = 0; presses < 200; presses += 1) {
    if (await stop.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(stop).toBeFocused();
  const before = (await speechCalls(page)).length;
  await stop.click();
  await expect(stop).toHaveCount(0);
  expect((await speechCalls(page)).slice(before)).toEqual(["<cancel>"]);
});
