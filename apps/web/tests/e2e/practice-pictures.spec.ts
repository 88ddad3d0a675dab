import { serviceCards } from "@firm/content/dictionaries/service-cards";
import { firm } from "@firm/content/firm";
import type { Page } from "@playwright/test";
import { dismissRelocationNotice, expect, layoutShifts, recordLayoutShift, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

/** The grid's pictures in order, once each has been scrolled into view and has loaded. */
async function cardPictures(page: Page) {
  const images = page.locator("main article picture img");
  await expect(images).toHaveCount(16);
  const pictures: { currentSrc: string; alt: string | null; loading: string | null; box: string }[] = [];
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    pictures.push(
      await image.evaluate((element: HTMLImageElement) => {
        const rect = element.getBoundingClientRect();
        return {
          currentSrc: element.currentSrc,
          alt: element.getAttribute("alt"),
          loading: element.getAttribute("loading"),
          box: `${element.width}x${element.height} ${(rect.width / rect.height).toFixed(2)}`,
        };
      }),
    );
  }
  return pictures;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} screen`, () => {
    test.use({ viewport });

    for (const path of ["/", "/es/services"]) {
      test(`${path}: 16 cards, each with its own lazy 4:3 AVIF picture, and nothing shifts`, async ({
        page,
        visit,
      }) => {
        test.slow(); // it scrolls to each of 16 pictures and waits for it to load
        await recordLayoutShift(page);
        await visit(path);
        const locale = path.startsWith("/es") ? "es" : "en";
        const titles = firm.practiceSlugs.map((slug) => serviceCards[locale].cards[slug].title);
        await expect(page.locator("main article h3")).toHaveText(titles);
        const pictures = await cardPictures(page);
        expect(pictures.map((picture) => picture.currentSrc.replace(/^.*\/media\//, ""))).toEqual(
          firm.practiceSlugs.map((slug) => expect.stringMatching(`^practice-${slug}-card-\\d+w\\.avif$`)),
        );
        for (const picture of pictures) {
          expect(picture).toMatchObject({ alt: "", loading: "lazy", box: expect.stringMatching(/ 1\.33$/) });
        }
        expect(await layoutShifts(page)).toEqual([]);
      });
    }

    for (const slug of ["dog-bite-victims", "business-litigation", "elder-abuse"]) {
      test(`/services/${slug} and its Spanish page open with its own hero picture`, async ({
        page,
        visit,
      }) => {
        const crop = viewport.width <= 640 ? "phone" : "wide";
        for (const path of [`/services/${slug}`, `/es/services/${slug}`]) {
          await visit(path);
          const image = page.locator("main section[data-media=image] picture img").first();
          await expect(image).toHaveAttribute("fetchpriority", "high");
          await expect(image).toHaveAttribute("alt", "");
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
            .toMatch(new RegExp(`/media/practice-${slug}-${crop}-\\d+w\\.avif$`));
        }
      });
    }
  });
}
