import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { type Storybook, startStorybook } from "./storybook.ts";

/**
 * Storybook as designers open it (`pnpm --filter @firm/ui storybook`, on a free port): the index
 * lists every component, and three stories (a dialog, the navigation menu, the accessibility
 * panel) render and respond in the preview with no console error.
 */
// Storybook's development server compiles each story as it is first opened: 14-32 s per test on a
// quiet machine, up to 72 s beside a CPU-bound process (2026-11-26), so each test gets 180 s.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let storybook: Storybook;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  storybook = await startStorybook();
});

test.afterAll(async () => {
  await storybook?.stop();
});

/**
 * Storybook's manager reports this, as a console error or as an unhandled rejection, when one of
 * its own stores waits more than a second for the server's state, which happens on a busy machine
 * and heals itself (storybookjs/storybook#34592).
 */
const storybookSyncTimeout = "SB_MANAGER_UNIVERSAL-STORE_0001 (UniversalStoreFollowerTimeoutError)";

/** Collects console errors and uncaught exceptions of the manager and its preview frame. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  const collect = (text: string) => {
    if (!text.startsWith(storybookSyncTimeout)) errors.push(text);
  };
  page.on("console", (message) => {
    if (message.type() === "error") collect(message.text());
  });
  page.on("pageerror", (error) => collect(String(error)));
  return errors;
}

type IndexEntry = { id: string; type: string; title: string; name: string };

async function storyIndex(): Promise<IndexEntry[]> {
  const answer = await fetch(`${storybook.origin}/index.json`);
  return Object.values(((await answer.json()) as { entries: Record<string, IndexEntry> }).entries);
}

/** Opens a story in the manager by its link, as a designer sent one does, and returns its canvas. */
async function openStory(page: Page, title: string, name: string): Promise<FrameLocator> {
  const story = (await storyIndex()).find((entry) => entry.title === title && entry.name === name);
  expect(story, `${title} › ${name}`).toBeDefined();
  await page.goto(`${storybook.origin}/?path=/story/${story?.id}`);
  return page.frameLocator("#storybook-preview-iframe");
}

/**
 * Waits until the story's own play function has run to its end: the preview's renders say so
 * (Storybook's `StoryRender.phase`). A hover while the play function still types would be undone by it.
 */
async function played(canvas: FrameLocator) {
  const phases = () =>
    canvas.locator("body").evaluate(() => {
      type Preview = { storyRenders?: { phase?: string }[] };
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
      return (preview?.storyRenders ?? []).map((render) => render.phase ?? "");
    });
  await expect.poll(phases, { timeout: 60_000 }).toEqual([expect.stringMatching(/^(completed|finished)$/)]);
}

test("the sidebar lists every component and the first documentation page renders", async ({ page }) => {
  const errors = errorsOf(page);
  const index = await storyIndex();
  // The sidebar shows each group's children: "Introduction", then "Tokens", "Typography", "Button"…
  const shown = new Set(index.map(({ title }) => title.split("/").slice(0, 2).at(-1) ?? ""));
  expect(shown.size).toBeGreaterThan(20);
  await page.goto(`${storybook.origin}/`);
  const sidebar = page.getByRole("navigation", { name: "Stories" });
  await expect(sidebar).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => sidebar.locator("a, button").allInnerTexts(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([...shown]));
  // The introduction opens first; the first component's documentation page renders all its stories.
  const docs = page.frameLocator("#storybook-preview-iframe");
  await expect(docs.getByRole("heading", { level: 1 })).toContainText("design system", { timeout: 60_000 });
  const first = index.find((entry) => entry.type === "docs" && entry.title.includes("/"));
  const lastStory = index.filter((entry) => entry.title === first?.title).at(-1);
  await page.goto(`${storybook.origin}/?path=/docs/${first?.id}`);
  await expect(docs.getByRole("heading", { name: lastStory?.name })).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
  // Every dependency was known before the first load (on a fresh clone, with no cache): a late one
  // makes Vite reload the preview mid-load, failing its imports with "504 (Outdated Optimize Dep)".
  const output = await readFile(join(storybook.scratch, "command.log"), "utf8");
  expect(output).not.toContain("optimized dependencies changed");
});

test("the dialog story opens the relocation notice", async ({ page }) => {
  const errors = errorsOf(page);
  const canvas = await openStory(page, "Overlays/Dialog", "Open");
  await expect(canvas.getByRole("dialog", { name: relocationNotice.en.title })).toBeVisible({
    timeout: 60_000,
  });
  expect(errors).toEqual([]);
});

test("the navigation menu story opens the practice areas on hover", async ({ page }) => {
  const errors = errorsOf(page);
  const canvas = await openStory(page, "Navigation/Site navigation", "Desktop Keyboard");
  const nav = canvas.getByRole("navigation", { name: siteHeader.en.mainNavLabel });
  await expect(nav).toBeVisible({ timeout: 60_000 });
  await played(canvas);
  await nav.getByRole("link", { name: siteHeader.en.nav.services, exact: true }).hover();
  await expect(nav.getByRole("link", { name: siteHeader.en.practiceAreaNames["elder-abuse"] })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the accessibility panel story opens the panel and changes the text size", async ({ page }) => {
  const errors = errorsOf(page);
  const copy = accessibilityPanel.en;
  const canvas = await openStory(page, "Overlays/Accessibility panel", "Every Control");
  const opener = canvas.getByRole("button", { name: copy.title });
  await expect(opener).toBeVisible({ timeout: 60_000 });
  const dialog = canvas.getByRole("dialog", { name: copy.title });
  // The story's own interaction test runs first and ends with the panel closed.
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: copy.increaseTextSize }).click();
  await expect(canvas.locator("html")).not.toHaveCSS("font-size", "16px");
  expect(errors).toEqual([]);
});
