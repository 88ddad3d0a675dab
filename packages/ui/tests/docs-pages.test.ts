import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright";
import { afterAll, beforeAll, expect, test } from "vitest";
import { invertedTheme } from "../src/theme/themes/inverted.ts";
import { englishOnlyPhrases } from "./english-text.ts";
import { serveFolder } from "./static-server.ts";

/**
 * Every docs page of the built Storybook (`pnpm --filter @firm/ui build`), opened with the toolbar
 * on Spanish and Inverted, as a designer would: every story on it, those drawn in their own frame
 * (open dialogs, toasts, the accessibility panel) included, shows Spanish text on the inverted
 * canvas, its Controls hold Spanish text, its links to other pages lead to pages that exist, and
 * nothing is logged as an error or a warning.
 */
const built = fileURLToPath(new URL("../storybook-static/", import.meta.url));
const hex = invertedTheme.color.canvas;

/** The toolbar's choice, and the inverted canvas as the browser reports it. */
type Theme = { locale: string; contrast: string; canvas: string };
const theme: Theme = {
  locale: "es",
  contrast: "inverted",
  canvas: `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`,
};

/** What the test reads of Storybook's preview in the page: a story's own globals. */
type Preview = {
  storyStoreValue: {
    loadStory: (options: { storyId: string }) => Promise<{ storyGlobals: Partial<Theme> }>;
  };
};

let browser: Browser;
let server: Awaited<ReturnType<typeof serveFolder>>;
let docsIds: string[] = [];
let storyIds: string[] = [];
let phrases: string[] = [];

beforeAll(async () => {
  if (!existsSync(`${built}index.json`)) {
    throw new Error(
      "No built Storybook: run `pnpm --filter @firm/ui build` first (turbo runs it before the tests).",
    );
  }
  const index: { entries: Record<string, { type: string }> } = JSON.parse(
    await readFile(`${built}index.json`, "utf8"),
  );
  const idsOf = (type: string) =>
    Object.entries(index.entries)
      .filter(([, entry]) => entry.type === type)
      .map(([id]) => id);
  docsIds = idsOf("docs");
  storyIds = idsOf("story");
  phrases = await englishOnlyPhrases();
  server = await serveFolder(built);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking"],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Resolves once every story of the docs page and of its frames has drawn something. */
async function rendered(page: Page) {
  await page.waitForFunction(
    () => {
      const docs = document.querySelector("#storybook-docs");
      const boxes = [...document.querySelectorAll(".docs-story [data-name]")];
      const frames = [...document.querySelectorAll<HTMLIFrameElement>("iframe[data-viewport-frame]")];
      return (
        Boolean(docs?.querySelector("h1")) &&
        boxes.every((box) => box.childElementCount > 0) &&
        frames.every(
          // Storybook shows the story (its root may stay empty: a dialog renders into the body).
          (frame) => {
            // A frame still loading has a document without a body.
            const shown = frame.contentDocument?.body?.classList;
            return shown?.contains("sb-show-main") === true && !shown.contains("sb-show-preparing-story");
          },
        )
      );
    },
    null,
    { timeout: 60_000 },
  );
  // The args are written back into Controls by an effect, through Storybook's channel: wait until
  // no English phrase is left there (the check below names any that stays).
  await page
    .waitForFunction(
      (english) =>
        [
          ...document.querySelectorAll<HTMLInputElement>(
            ".docblock-argstable input, .docblock-argstable textarea",
          ),
        ].every((control) => !english.some((phrase) => control.value.includes(phrase))),
      phrases,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** In the page: what is wrong with it, each as a sentence. */
async function problemsOn({
  theme,
  english,
  pages,
  stories,
}: {
  theme: Theme;
  english: string[];
  pages: string[];
  stories: string[];
}) {
  const problems: string[] = [];
  // A story may set its own theme or language (the theme stories, a panel in high contrast).
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
  const ownGlobals = async (id: string) =>
    (await preview.storyStoreValue.loadStory({ storyId: id })).storyGlobals;
  // Storybook names a page's first canvas `story--<id>--primary`: a story may itself be "Primary".
  const storyIdOf = (blockId: string) => {
    const id = blockId.replace(/^story--/, "");
    return stories.includes(id) ? id : id.replace(/--primary$/, "");
  };
  const expected = async (id: string) => {
    const own = await ownGlobals(id);
    return { ...theme, ...own, ownContrast: own.contrast };
  };
  const textOf = (root: Node, where: string) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const owner = node.parentElement?.closest("[lang]");
      if (text === "" || node.parentElement?.closest("style, script")) continue;
      if (owner?.hasAttribute("data-name"))
        problems.push(
          `${where}: "${text.slice(0, 40)}" is marked lang="${owner.getAttribute("lang")}" by Storybook's box`,
        );
      else if (owner?.getAttribute("lang") === "es") {
        const found = english.find((phrase) => text.includes(phrase));
        if (found) problems.push(`${where}: English text "${found}"`);
      }
    }
  };
  for (const story of document.querySelectorAll<HTMLElement>(".docs-story")) {
    const box = story.querySelector("[data-name]");
    // Storybook's block is `#story--<id>` (`--primary` for the page's first canvas).
    const block = story.querySelector(".sb-story") ?? story.closest(".sb-story");
    const id = storyIdOf(block?.id ?? "");
    const name = box?.getAttribute("data-name") ?? id;
    const want = await expected(id);
    const painted = getComputedStyle(story).backgroundColor;
    // A story that sets its own theme (the theme stories) paints it in a scope of its own.
    if (want.ownContrast === undefined && painted !== theme.canvas)
      problems.push(`${name}: canvas ${painted}, not the inverted ${theme.canvas}`);
    if (want.locale === theme.locale) textOf(story, name);
  }
  for (const frame of document.querySelectorAll<HTMLIFrameElement>("iframe[data-viewport-frame]")) {
    const root = frame.contentDocument?.documentElement;
    const want = await expected(new URL(frame.src).searchParams.get("id") ?? "");
    if (root?.lang !== want.locale) problems.push(`${frame.title}: its page is lang="${root?.lang}"`);
    if (root?.dataset.contrast !== want.contrast)
      problems.push(`${frame.title}: theme ${root?.dataset.contrast}, not ${want.contrast}`);
    if (root && want.locale === theme.locale) textOf(root, frame.title);
  }
  document
    .querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      ".docblock-argstable input, .docblock-argstable textarea",
    )
    .forEach((control) => {
      const found = english.find((phrase) => control.value.includes(phrase));
      if (found) problems.push(`Controls: ${control.name} holds English "${found}"`);
    });
  for (const pair of document.querySelectorAll("[data-do-dont]")) {
    const examples = [...pair.querySelectorAll("[data-example]")];
    const whole = examples.every(
      (example) =>
        // The pair's own caption: a story may hold figures of its own (a quote).
        example.querySelector(".docs-story") &&
        example.querySelector(":scope > figcaption")?.textContent?.trim(),
    );
    if (examples.length !== 2 || !whole)
      problems.push("a do and don't pair lacks a story, a label or a reason");
  }
  document.querySelectorAll<HTMLAnchorElement>('#storybook-docs a[href^="?path=/docs/"]').forEach((link) => {
    const target = link.getAttribute("href")?.replace("?path=/docs/", "") ?? "";
    if (!pages.includes(target)) problems.push(`link "${link.textContent}" leads to no page (${target})`);
  });
  return problems;
}

/**
 * Chromium aborts a page's loads with ERR_NETWORK_CHANGED when the machine's network interfaces change
 * (containers started beside the tests add and remove them): not the page's fault, so the page is
 * opened again, twice at most; any other problem is reported at once.
 */
async function check(id: string, attemptsLeft = 2): Promise<string[]> {
  const problems = await checkOnce(id);
  const aborted = problems.some((problem) => problem.includes("net::ERR_NETWORK_CHANGED"));
  return aborted && attemptsLeft > 0 ? check(id, attemptsLeft - 1) : problems;
}

async function checkOnce(id: string): Promise<string[]> {
  // A page of its own: the frames of the last page must not reach into this one.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => logged.push(`uncaught: ${error.message}`));
  const problems = await page
    .goto(
      `${server.origin}/iframe.html?id=${id}&viewMode=docs&globals=locale:${theme.locale};contrast:${theme.contrast}`,
    )
    .then(() => rendered(page))
    .then(() => page.evaluate(problemsOn, { theme, english: phrases, pages: docsIds, stories: storyIds }))
    .catch((error: Error) => [error.message.split("\n")[0] ?? ""]);
  await page.close();
  return [...problems, ...logged].map((problem) => `${id}: ${problem}`);
}

test("every docs page in Spanish and Inverted: Spanish text on the inverted canvas, frames and Controls included", async () => {
  expect(docsIds.length).toBeGreaterThan(30);
  const queue = [...docsIds];
  const problems: string[] = [];
  // Two tabs at once: one waits on the network while the other lays out.
  await Promise.all(
    [0, 1].map(async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) problems.push(...(await check(id)));
    }),
  );
  expect(problems).toEqual([]);
}, 600_000);
