import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { brokenWords } from "@firm/testkit/broken-words";
import { keyReleaseWaitMs } from "@firm/ui/settings-attributes";
import type { Page } from "@playwright/test";
import { dismissRelocationNotice, expect, hydrated, test } from "./fixtures.ts";

const copy = accessibilityPanel.en;
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("ada-settings") ?? "null"));
const html = (page: Page) => page.locator("html");

type EnterRecord = { down: number; up: number; changedAt: number };

/** In the page: notes when Enter goes down and up and when <html>'s text size first changes. */
const recordEnterAndTextSize = () => {
  const record: EnterRecord = { down: 0, up: 0, changedAt: 0 };
  (window as unknown as { record: EnterRecord }).record = record;
  const note = (event: KeyboardEvent) => {
    if (event.key === "Enter") record[event.type === "keydown" ? "down" : "up"] = performance.now();
  };
  document.addEventListener("keydown", note, true);
  document.addEventListener("keyup", note, true);
  new MutationObserver(() => {
    if (document.documentElement.style.fontSize) record.changedAt ||= performance.now();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["style"] });
};

/** In the page: resolves after three animation frames, a task after each, and 100 ms. */
const afterFramesAndTasks = async () => {
  for (let frame = 0; frame < 3; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
};

/**
 * Opens the panel and waits for its opening transition to end, as a person reaches a control only
 * once the panel has appeared: on a busy machine Playwright could otherwise click a control before
 * the panel's first frame was painted, and that click was lost (CI, 2026-11-26).
 */
async function openPanel(page: Page, labels = copy) {
  await page.getByRole("button", { name: labels.openButton }).click();
  const panel = page.getByRole("dialog", { name: labels.title });
  await expect(panel).toHaveAttribute("data-state", "open");
  await panel.evaluate((dialog) =>
    Promise.all(dialog.getAnimations().map((animation) => animation.finished)),
  );
  return panel;
}

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test("every setting applies to the page at once, is saved under ada-settings and survives a reload", async ({
  page,
  visit,
}) => {
  await visit("/about");
  const panel = await openPanel(page);

  await panel.getByRole("button", { name: copy.increaseTextSize }).click();
  await panel.getByRole("button", { name: copy.increaseTextSize }).click();
  await expect(html(page)).toHaveCSS("font-size", "19.2px");
  await panel.getByRole("radio", { name: copy.contrastOptions.high }).check({ force: true });
  await expect(html(page)).toHaveAttribute("data-contrast", "high");
  await panel.getByRole("radio", { name: copy.cursorSizeOptions.large }).check({ force: true });
  await expect(html(page)).toHaveAttribute("data-cursor", "large");
  for (const [name, attribute] of [
    [copy.toggles.highlightLinks, "data-highlight-links"],
    [copy.toggles.readableFont, "data-readable-font"],
    [copy.toggles.textSpacing, "data-text-spacing"],
  ] as const) {
    await panel.getByRole("switch", { name }).click();
    await expect(html(page)).toHaveAttribute(attribute, "true");
  }

  expect(await stored(page)).toEqual({
    fontSize: 120,
    contrast: "high",
    cursorSize: "large",
    highlightLinks: true,
    readableFont: true,
    textSpacing: true,
  });

  await page.reload();
  await expect(html(page)).toHaveAttribute("data-contrast", "high");
  await expect(html(page)).toHaveAttribute("data-text-spacing", "true");
  await expect(html(page)).toHaveCSS("font-size", "19.2px");
  // The panel's button works once the page's script has run (a click before that does nothing).
  await hydrated(page);
  const reopened = await openPanel(page);
  await expect(reopened.getByRole("radio", { name: copy.contrastOptions.high })).toBeChecked();
  await expect(reopened.getByRole("switch", { name: copy.toggles.readableFont })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("larger text: the panel shows the new size and saves it at once; the page's text follows", async ({
  page,
  visit,
}) => {
  await visit("/");
  const panel = await openPanel(page);
  await panel.getByRole("button", { name: copy.increaseTextSize }).click();
  await expect(panel.locator("output")).toHaveText("110%");
  expect(await stored(page)).toMatchObject({ fontSize: 110 });
  await expect(html(page)).toHaveCSS("font-size", "17.6px");
  await page.reload();
  await expect(html(page)).toHaveCSS("font-size", "17.6px");
});

test("larger text by keyboard: Enter shows the new size at once, the page's text follows the key's release", async ({
  page,
  visit,
}) => {
  await visit("/");
  const panel = await openPanel(page);
  await panel.getByRole("button", { name: copy.increaseTextSize }).focus();
  await page.evaluate(recordEnterAndTextSize);
  await page.keyboard.down("Enter");
  await expect(panel.locator("output")).toHaveText("110%");
  expect(await stored(page)).toMatchObject({ fontSize: 110 });
  // Frames go by while the key is down (where a pointer's change would already apply).
  await page.evaluate(afterFramesAndTasks);
  await page.keyboard.up("Enter");
  await expect(html(page)).toHaveCSS("font-size", "17.6px");
  // The text grew after the key's release, unless the key had been down for the whole wait.
  const { down, up, changedAt } = await page.evaluate(
    () => (window as unknown as { record: EnterRecord }).record,
  );
  expect(
    changedAt >= up || changedAt - down >= keyReleaseWaitMs,
    `size at ${changedAt}, Enter ${down}–${up}`,
  ).toBe(true);

  // A key held down still applies the size, keyReleaseWaitMs later.
  await page.keyboard.down("Enter");
  await expect(panel.locator("output")).toHaveText("120%");
  await expect(html(page)).toHaveCSS("font-size", "19.2px", { timeout: 15_000 });
  await page.keyboard.up("Enter");
});

test("after a change, sections off screen keep their size until reached, then follow the new text size", async ({
  page,
  visit,
}) => {
  await visit("/");
  const last = page.locator("main > section").last();
  // Content that content-visibility skips reports itself hidden when asked to count that.
  const laidOut = () =>
    last.evaluate((section) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }));
  const height = () => last.evaluate((section) => section.getBoundingClientRect().height);
  // Untouched, the page lays out every section, as it was served.
  expect(await laidOut()).toBe(true);
  const before = await height();

  const panel = await openPanel(page);
  await panel.getByRole("button", { name: copy.increaseTextSize }).click();
  await expect(html(page)).toHaveCSS("font-size", "17.6px");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  expect(await laidOut()).toBe(false);
  // The size it last had on screen (only its padding, in rem, follows the new size at once).
  const kept = await height();
  expect(kept).toBeLessThan(before * 1.05);

  // Reached the way an in-page link or focus reaches it. (Playwright's own scrolling, a rectangle
  // scrolled into view, leaves the section skipped, so nothing anchors the scroll while the sections
  // above it grow, and it ends below the viewport: no visitor's path does that.)
  await last.evaluate((section) => section.scrollIntoView());
  await expect.poll(laidOut).toBe(true);
  await expect.poll(height).toBeGreaterThan(kept * 1.05);
  await expect(last.getByRole("heading").first()).toBeInViewport();
});

test("text size stays between 80 and 150 percent", async ({ page, visit }) => {
  await visit("/");
  const panel = await openPanel(page);
  const decrease = panel.getByRole("button", { name: copy.decreaseTextSize });
  const increase = panel.getByRole("button", { name: copy.increaseTextSize });
  const pressUntilDisabled = async (button: typeof decrease) => {
    for (let press = 0; press < 10 && (await button.getAttribute("aria-disabled")) !== "true"; press += 1) {
      await button.click();
    }
  };
  await pressUntilDisabled(decrease);
  expect((await stored(page)).fontSize).toBe(80);
  await expect(html(page)).toHaveCSS("font-size", "12.8px");
  await pressUntilDisabled(increase);
  expect((await stored(page)).fontSize).toBe(150);
});

test("reset restores every default", async ({ page, visit }) => {
  await visit("/");
  const panel = await openPanel(page);
  await panel.getByRole("radio", { name: copy.contrastOptions.inverted }).check({ force: true });
  await panel.getByRole("switch", { name: copy.toggles.highlightLinks }).click();
  await panel.getByRole("button", { name: copy.reset }).click();
  expect(await stored(page)).toEqual({
    fontSize: 100,
    contrast: "normal",
    cursorSize: "normal",
    highlightLinks: false,
    readableFont: false,
    textSpacing: false,
  });
  await expect(html(page)).toHaveAttribute("data-contrast", "normal");
  await expect(html(page)).not.toHaveAttribute("data-highlight-links", "true");
});

test("text to speech reads a clicked element's text, shows Stop reading, and stops", async ({
  page,
  visit,
}) => {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spoken });
    const synth = {
      speaking: false,
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push(utterance.text);
      },
      cancel() {
        spoken.push("<cancel>");
      },
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  });
  await visit("/about");
  const panel = await openPanel(page);
  await panel.getByRole("switch", { name: copy.toggles.textToSpeech }).click();
  await panel.getByRole("button", { name: copy.close }).click();
  const heading = page.getByRole("heading", { level: 1 });
  await heading.click();
  // The reader's code loads when speech is switched on: the first words may come a moment later.
  const text = (await heading.textContent())?.trim();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken))
    .toContain(text);
  const reopened = await openPanel(page);
  await reopened.getByRole("button", { name: copy.stopReading }).click();
  await expect(reopened.getByRole("button", { name: copy.stopReading })).toBeHidden();
});

test("in Spanish no word of the panel is broken across lines, on the narrowest phone as on a desktop", async ({
  page,
  visit,
}) => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await visit("/es/about");
    const panel = await openPanel(page, accessibilityPanel.es);
    expect(await panel.evaluate(brokenWords), `${viewport.width} px`).toEqual([]);
  }
});
