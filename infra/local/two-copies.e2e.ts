import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { accessibilityPanel } from "@firm/content/dictionaries/accessibility-panel";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { expect, test } from "@playwright/test";
import { type DevStack, startDevStack } from "./dev-stack.ts";

/**
 * Two copies of the README's start command from one checkout, as the README documents for a second
 * copy (issue 40, finding 2; decision 0093): what one copy's development server does must not break
 * the pages of the other.
 */
test.describe.configure({ mode: "serial" });

const root = fileURLToPath(new URL("../..", import.meta.url));
const rebundled = /new dependencies optimized|dependency optimized|optimized dependencies changed/;

let first: DevStack;
let second: DevStack;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  first = await startDevStack();
  second = await startDevStack();
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

test("security finding 2: a console page on one copy leaves the other copy's islands working", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.addInitScript(() => localStorage.setItem("relocationNoticeDismissed", "true"));
  const hydrated = () =>
    expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 60_000 });

  // The second copy open in the developer's browser, its modules in the browser's cache.
  await page.goto(`${second.origin}/`);
  await hydrated();

  // A console page on the first copy, and the modules whose types the console shares, requested
  // through its development server as the outside probe did.
  const consolePage = await browser.newPage();
  await consolePage.goto(`${first.origin}/ops/sign-in`);
  await expect(
    consolePage.getByRole("heading", { level: 1, name: opsConsole.en.signIn.title }),
  ).toBeVisible();
  await consolePage.close();
  for (const file of ["packages/intake/src/console/inbox.ts", "apps/api/src/config.ts"]) {
    expect((await fetch(`${first.origin}/@fs${join(root, file)}`)).status).toBe(200);
  }
  // Vite re-bundles a dependency it finds at run time about a second later; give it that time, since
  // what is checked is that nothing happens.
  await page.waitForTimeout(5_000);

  // The second copy's islands still hydrate, with no error, and the accessibility panel opens.
  await page.reload();
  await hydrated();
  const panel = accessibilityPanel.en;
  await page.getByRole("button", { name: panel.openButton }).click();
  // The panel's code loads on its first opening; in development on a busy machine that can take a while.
  await expect(page.getByRole("dialog", { name: panel.title })).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
  // Nor did either copy find a dependency at run time (each would re-bundle and reload its pages).
  for (const copy of [first, second]) {
    expect(await readFile(join(copy.scratch, "command.log"), "utf8")).not.toMatch(rebundled);
  }
});
