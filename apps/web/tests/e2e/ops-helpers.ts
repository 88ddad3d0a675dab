import { execFileSync } from "node:child_process";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { contrastModes } from "@firm/ui/ada-settings";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Helpers of the console's specs beside ops-console.spec.ts: members, their e-mailed links, signing in. */
const copy = opsConsole.en;
export const apiDirectory = fileURLToPath(new URL("../../../api/", import.meta.url));
/** Where the e2e API writes its e-mails (playwright.config.ts: MAIL_DIR, relative to apps/api). */
const mailDirectory = join(apiDirectory, "../../.data/e2e-mail");

/** `pnpm ops …` (the API's own command) on the run's database; its output. */
export function ops(...args: string[]): string {
  return execFileSync(process.execPath, ["src/ops/cli.ts", ...args], {
    cwd: apiDirectory,
    env: process.env,
    stdio: "pipe",
  }).toString();
}

/** A team member as an admin makes one (`pnpm ops user add`). */
export function addMember(email: string, name: string, role: "admin" | "intake"): void {
  ops("user", "add", email, "--role", role, "--name", name);
}

/** An .eml's text with quoted-printable soft breaks and escapes undone. */
function decoded(eml: string): string {
  return eml
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest sign-in link e-mailed to `email` since `since`, waiting for the outbox to send it. */
async function signInLinkFor(email: string, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(mailDirectory).catch(() => [])).filter((name) => name.endsWith(".eml"));
        const recent: { text: string; time: number }[] = [];
        for (const name of names) {
          const path = join(mailDirectory, name);
          const { mtimeMs } = await stat(path);
          if (mtimeMs < since - 1000) continue;
          const text = decoded(await readFile(path, "utf8"));
          // Not the invitation that `ops user add` also e-mails (a newer link replaces it).
          if (text.includes(email) && !/invited/i.test(text)) recent.push({ text, time: mtimeMs });
        }
        recent.sort((a, b) => b.time - a.time);
        link = recent[0]?.text.match(/https?:\/\/[^\s"<>]+\/ops\/sign-in\/link\?token=[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link ?? "";
}

/** Signs in by e-mailed link on the page's own origin, and lands in the inbox. */
export async function signInByLink(page: Page, email: string): Promise<void> {
  await page.goto("/ops/sign-in");
  const asked = Date.now();
  await page.getByRole("textbox", { name: copy.signIn.emailLabel }).fill(email);
  await page.getByRole("button", { name: copy.signIn.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.signIn.sentTitle })).toBeVisible();
  const link = new URL(await signInLinkFor(email, asked));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: copy.signInLink.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.inbox.title })).toBeVisible();
}

/** No WCAG 2.2 AA violation axe can find, in every contrast mode (as ops-console.spec.ts checks). */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  for (const mode of contrastModes) {
    await page.evaluate((value) => document.documentElement.setAttribute("data-contrast", value), mode);
    const colours = await new AxeBuilder({ page })
      .withRules(["color-contrast", "link-in-text-block"])
      .analyze();
    expect(colours.violations.map((violation) => `${mode}: ${violation.id}`)).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.setAttribute("data-contrast", "normal"));
}
