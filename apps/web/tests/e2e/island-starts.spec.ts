import { contactPage } from "@firm/content/dictionaries/contact-page";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { fullChromium } from "@firm/testkit/chromium";
import type { Page } from "@playwright/test";
import { dismissRelocationNotice, expect, test } from "./fixtures.ts";

/**
 * Islands that hydrate later (decision 0043): the header when the visitor first reaches for it, the
 * forms when they come near the viewport, the map on its button. Each stays server HTML until then,
 * and the visitor's first click, tap, hover or key on it still does what it says.
 */
const copy = siteHeader.en;

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

async function loadedAndWaiting(page: Page, path: string, names: readonly string[]) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // A moment at rest after the page's own islands hydrated: the waiting ones still wait.
  await page.waitForTimeout(500);
  for (const name of names) await expect(island(page, name)).toHaveAttribute("data-island-state", "waiting");
}

/*
 * The full browser, not the headless shell the other specs use: the shell puts its
 * pointer at the window's top-left corner, over the header, so the header hydrates on the load's own
 * pointerover, as it would for a visitor whose pointer rests there. These tests need a visitor whose
 * pointer is elsewhere until they reach for the island.
 */
test.use({ launchOptions: fullChromium });

test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the header's first tap opens the menu", async ({ page, consoleErrors }) => {
    await loadedAndWaiting(page, "/about", ["site-header"]);
    const nav = page.getByRole("navigation", { name: copy.mainNavLabel });
    await nav.getByRole("button", { name: copy.openMenu }).tap();
    await expect(nav.getByRole("link", { name: copy.nav.contact, exact: true })).toBeVisible();
    await expect(island(page, "site-header")).toHaveAttribute("data-island-state", "hydrated");
    expect(consoleErrors).toEqual([]);
  });

  test("the home form waits below the fold and hydrates as the visitor scrolls to it", async ({ page }) => {
    await loadedAndWaiting(page, "/", ["home-contact-form"]);
    await page.getByRole("textbox", { name: homeContact.en.nameLabel }).scrollIntoViewIfNeeded();
    await expect(island(page, "home-contact-form")).toHaveAttribute("data-island-state", "hydrated");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header's first hover opens What We Do", async ({ page }) => {
    await loadedAndWaiting(page, "/", ["site-header"]);
    const nav = page.getByRole("navigation", { name: copy.mainNavLabel });
    await nav.getByRole("link", { name: copy.nav.services, exact: true }).hover();
    await expect(nav.getByRole("link", { name: copy.practiceAreaNames["elder-abuse"] })).toBeVisible();
  });

  test("the header's first key press opens What We Do", async ({ page }) => {
    await loadedAndWaiting(page, "/es/services", ["site-header"]);
    const nav = page.getByRole("navigation", { name: siteHeader.es.mainNavLabel });
    const trigger = nav.getByRole("button", { name: siteHeader.es.showPracticeAreas });
    // From the address bar's side: Tab until the trigger has focus, then Enter.
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press("Tab");
      if (await trigger.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      nav.getByRole("link", { name: siteHeader.es.practiceAreaNames["elder-abuse"] }),
    ).toBeVisible();
  });

  test("the header's relocation button, clicked first, shows the notice", async ({ page }) => {
    await loadedAndWaiting(page, "/services", ["site-header"]);
    await page.getByRole("button", { name: copy.relocationButton }).click();
    await expect(page.getByRole("dialog", { name: relocationNotice.en.title })).toBeVisible();
  });

  test("keys typed into a form that has not hydrated yet are kept", async ({ page }) => {
    await loadedAndWaiting(page, "/", ["home-contact-form"]);
    const name = page.getByRole("textbox", { name: homeContact.en.nameLabel });
    // Focus first (no scroll has hydrated it yet), then type key by key.
    await name.evaluate((element) => (element as HTMLInputElement).focus({ preventScroll: true }));
    await name.pressSequentially("Rosa");
    await expect(island(page, "home-contact-form")).toHaveAttribute("data-island-state", "hydrated");
    await page.getByRole("textbox", { name: homeContact.en.emailLabel }).fill("rosa@example.com");
    await expect(name).toHaveValue("Rosa");
  });

  test("text the browser fills in before the form hydrates, with no key pressed, is kept", async ({
    page,
  }) => {
    await loadedAndWaiting(page, "/", ["home-contact-form"]);
    const name = page.getByRole("textbox", { name: homeContact.en.nameLabel });
    // What autofill does: a value and an input event, no focus, no key.
    await name.evaluate((element) => {
      (element as HTMLInputElement).value = "Rosa Martínez";
      element.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await expect(island(page, "home-contact-form")).toHaveAttribute("data-island-state", "waiting");
    await page.getByRole("textbox", { name: homeContact.en.emailLabel }).fill("rosa@example.com");
    await expect(island(page, "home-contact-form")).toHaveAttribute("data-island-state", "hydrated");
    // Another field changing renders the form again from its state.
    await page.getByRole("textbox", { name: homeContact.en.phoneLabel }).fill("(714) 555-0100");
    await expect(name).toHaveValue("Rosa Martínez");
    await expect(page.getByRole("textbox", { name: homeContact.en.emailLabel })).toHaveValue(
      "rosa@example.com",
    );
  });

  test("the map's first click loads the map", async ({ page }) => {
    await loadedAndWaiting(page, "/contact", ["contact-map"]);
    await page.getByRole("button", { name: contactPage.en.location.map.button }).click();
    await expect(page.getByTitle(contactPage.en.location.map.title)).toBeVisible();
  });
});
