import { relocationNotice } from "@firm/content/dictionaries/relocation-notice";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { expect, test } from "./fixtures.ts";

const copy = relocationNotice.en;

test("appears 1000 ms after the first load, and Got it stores the dismissal", async ({
  page,
  visit,
  consoleErrors,
}) => {
  // The installed clock runs on until paused: the pause lies a minute ahead, so that it is still
  // ahead however long a busy machine takes between the two calls (10 ms was once too little).
  await page.clock.install({ time: new Date("2026-03-02T09:00:00") });
  await page.clock.pauseAt(new Date("2026-03-02T09:01:00"));
  await visit("/");
  const notice = page.getByRole("dialog", { name: copy.title });
  // The page's clock counts the real time between those two calls (over 100 ms on a busy machine),
  // so the notice is due 1000 ms after the page's time origin, not 1000 ms after this point.
  const sinceOrigin = await page.evaluate(() => performance.now());
  expect(sinceOrigin).toBeLessThan(900);
  await page.clock.runFor(900 - sinceOrigin);
  await expect(notice).toBeHidden();
  await page.clock.runFor(200);
  await expect(notice).toBeVisible();
  await page.clock.runFor(100);
  await expect(notice).toHaveAttribute("data-state", "open");
  await expect(notice).toContainText("September 15, 2025");
  // The modal locks the page's scroll with a constructed stylesheet: the page's policy, with no nonce
  // and no 'unsafe-inline', would refuse a <style> element (and log the refusal as an error).
  await expect(page.locator("body")).toHaveAttribute("data-scroll-locked", "1");
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  expect(consoleErrors).toEqual([]);
  await notice.getByRole("button", { name: copy.acknowledge }).click();
  expect(await page.evaluate(() => localStorage.getItem("relocationNoticeDismissed"))).toBe("true");
  await expect(notice).toHaveAttribute("data-state", "closing");
  await page.clock.runFor(300);
  await expect(notice).toBeHidden();

  await page.reload();
  await page.clock.runFor(1500);
  await expect(page.getByRole("dialog", { name: copy.title })).toBeHidden();
});

test("on a phone, opening and closing it leaves the page at its top", async ({ page, visit }) => {
  // Its button, focused on opening, lies in the scroll padding kept for the floating controls: the
  // page behind once scrolled 80 px for it here, and stayed scrolled with its top bar out of view.
  const spanish = relocationNotice.es;
  await page.setViewportSize({ width: 360, height: 740 });
  await visit("/es/services/elder-abuse");
  const notice = page.getByRole("dialog", { name: spanish.title });
  await expect(notice).toHaveAttribute("data-state", "open");
  const acknowledge = notice.getByRole("button", { name: spanish.acknowledge });
  await expect(acknowledge).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await acknowledge.click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the close icon also dismisses it for good", async ({ page, visit }) => {
  await visit("/es");
  const notice = page.getByRole("dialog", { name: relocationNotice.es.title });
  await notice.getByRole("button", { name: relocationNotice.es.close }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("relocationNoticeDismissed"))).toBe("true");
});

test("the header button shows it again even after dismissal", async ({ page, visit }) => {
  await page.addInitScript(() => localStorage.setItem("relocationNoticeDismissed", "true"));
  await visit("/about");
  await page.getByRole("button", { name: siteHeader.en.relocationButton }).click();
  const notice = page.getByRole("dialog", { name: copy.title });
  await expect(notice).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(notice).toBeHidden();
  await expect(page.getByRole("button", { name: siteHeader.en.relocationButton })).toBeFocused();
});
