import { home } from "@firm/content/dictionaries/home";
import type { Page, Request } from "@playwright/test";
import { dismissRelocationNotice, expect, layoutShifts, recordLayoutShift, test } from "./fixtures.ts";

const copy = home.en.hero;

const isVideo = (request: Request) => /\.(webm|mp4)(\?|$)/.test(request.url());

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

const heroOf = (page: Page) => page.getByRole("region", { name: copy.title });

/** The hero's picture has loaded and the network is quiet: a video would have been added by now. */
async function mediaSettled(page: Page) {
  const poster = page.locator("main picture img").first();
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  await page.waitForLoadState("networkidle");
}

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test("the home hero's picture is server-rendered in AVIF and WebP at several widths, fetched first", async ({
  page,
  visit,
}) => {
  await visit("/");
  const picture = heroOf(page).locator("picture");
  for (const format of ["avif", "webp"]) {
    await expect(picture.locator(`source[type="image/${format}"]`)).toHaveAttribute(
      "srcset",
      `/media/home-hero-640w.${format} 640w, /media/home-hero-960w.${format} 960w, ` +
        `/media/home-hero-1280w.${format} 1280w, /media/home-hero-1920w.${format} 1920w`,
    );
  }
  const image = picture.locator("img");
  await expect(image).toHaveAttribute("width", "1920");
  await expect(image).toHaveAttribute("height", "1080");
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).not.toHaveAttribute("loading", "lazy");
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\/media\/home-hero-\d+w\.avif$/);
});

test.describe("with default media settings", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the muted looping video plays over the picture without a shift; Pause pauses it, Play resumes", async ({
    page,
    visit,
  }) => {
    await recordLayoutShift(page);
    await visit("/");
    const hero = heroOf(page);
    const video = hero.locator("video");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop])).toEqual([
      true,
      true,
    ]);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /\/media\/home-hero-loop-720p\.webm$/,
    );
    // The video covers the picture's box but its top pixel row: see the next test.
    const picture = await hero.locator("picture img").boundingBox();
    if (!picture) throw new Error("the hero has no picture");
    expect(await video.boundingBox()).toEqual({ ...picture, y: picture.y + 1, height: picture.height - 1 });

    const pause = hero.getByRole("button", { name: copy.video.pause });
    await pause.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const play = hero.getByRole("button", { name: copy.video.play });
    await expect(play).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await expect(hero.getByRole("button", { name: copy.video.pause })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("no request leaves this origin on the home, about and a practice page", async ({ page, visit }) => {
    const requests = recordRequests(page);
    for (const path of ["/", "/about", "/services/wrongful-death"]) {
      await visit(path);
      await mediaSettled(page);
    }
    expect(requests.some(isVideo)).toBe(true);
    const origin = new URL(page.url()).origin;
    const elsewhere = requests.map((request) => request.url()).filter((url) => !url.startsWith(`${origin}/`));
    expect(elsewhere.filter((url) => !url.startsWith("data:"))).toEqual([]);
  });
});

/** The elements of the page's largest-contentful-paint entries, in order, readable as `window.largestPaints`. */
async function recordLargestPaints(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { largestPaints: string[] };
    record.largestPaints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        record.largestPaints.push(entry.element?.tagName ?? "");
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} screen`, () => {
    test.use({ viewport, deviceScaleFactor: viewport.width < 600 ? 1.75 : 1 });

    test("the server-rendered picture stays the largest paint once the video plays over it", async ({
      page,
      visit,
    }) => {
      await recordLargestPaints(page);
      await visit("/");
      const video = heroOf(page).locator("video");
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0.5);
      const paints = await page.evaluate(
        () => (window as unknown as { largestPaints: string[] }).largestPaints,
      );
      expect(paints.at(-1)).toBe("IMG");
    });
  });
}

test.describe("with the whole hero in view", () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test("the pause button is reached with Tab and nothing covers it (not the fixed corner buttons)", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const pause = heroOf(page).getByRole("button", { name: copy.video.pause });
    await expect(pause).toBeVisible();
    for (let presses = 0; presses < 40; presses += 1) {
      if (await pause.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(pause).toBeFocused();
    const paintedOnTop = await pause.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(paintedOnTop).toBe(true);
  });
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the picture and the video come in their small sizes", async ({ page, visit }) => {
    await visit("/");
    const hero = heroOf(page);
    await expect
      .poll(() => hero.locator("video").evaluate((element: HTMLVideoElement) => element.currentSrc))
      .toMatch(/\/media\/home-hero-loop-480p\.webm$/);
    expect(
      await hero.locator("picture img").evaluate((element: HTMLImageElement) => element.currentSrc),
    ).toMatch(/\/media\/home-hero-640w\.avif$/);
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the picture stays: no video element, no video request, no pause button", async ({ page, visit }) => {
    const requests = recordRequests(page);
    await visit("/");
    await mediaSettled(page);
    await expect(heroOf(page).locator("video")).toHaveCount(0);
    await expect(heroOf(page).getByRole("button", { name: copy.video.pause })).toHaveCount(0);
    expect(requests.filter(isVideo).map((request) => request.url())).toEqual([]);
  });
});

test("with Save-Data (navigator.connection.saveData, emulated) there is no video either", async ({
  page,
  visit,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => Object.assign(new EventTarget(), { saveData: true }),
    });
  });
  const requests = recordRequests(page);
  await visit("/");
  await mediaSettled(page);
  await expect(heroOf(page).locator("video")).toHaveCount(0);
  expect(requests.filter(isVideo).map((request) => request.url())).toEqual([]);
});

test("other pages' hero pictures are responsive AVIF and WebP too", async ({ page, visit }) => {
  await visit("/about");
  const image = page.locator("main picture img").first();
  await expect(image).toHaveAttribute("width", "1920");
  await expect(image).toHaveAttribute("height", "768");
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\/media\/page-hero-\d+w\.avif$/);
});
