import { execFileSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { opsEmail } from "@firm/content/dictionaries/ops-email";
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

/**
 * The e-mail of `kind` (team-notification, escalation…) about a record, once it is written: its
 * subject as its reader sees it and its text with the body's quoted-printable undone.
 */
export async function emailAbout(kind: string, recordId: string): Promise<{ subject: string; text: string }> {
  let found = "";
  await expect
    .poll(
      async () => {
        for (const name of await emailFiles()) {
          const raw = await readFile(join(mailDirectory, name), "utf8");
          if (new RegExp(`^Message-ID:\\s*<${kind}\\.\\d+\\.${recordId}@`, "im").test(raw)) found = raw;
        }
        return found;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return { subject: subjectOf(found), text: decoded(found) };
}

/** An e-mail's subject as its reader sees it: folded lines joined, encoded words (Q or B, UTF-8) decoded. */
function subjectOf(eml: string): string {
  const field = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(eml)?.[1] ?? "";
  const bytes = field
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("latin1")
        : text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
    );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

const emailFiles = async () =>
  new Set((await readdir(mailDirectory).catch(() => [])).filter((name) => name.endsWith(".eml")));

/**
 * The sign-in link of an e-mail to `email` that was not in the outbox folder before (`before`), as a
 * person finds it in their mail: the invitation `ops user add` sends is told apart by its wording,
 * not by the files' times (two e-mails may be written within one clock tick).
 */
async function signInLinkFor(email: string, before: Set<string>): Promise<string> {
  const sentence = opsEmail.en.signIn.slice(0, 40);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of await emailFiles()) {
          if (before.has(name)) continue;
          const text = decoded(await readFile(join(mailDirectory, name), "utf8"));
          if (!text.includes(email) || !text.replace(/\s+/g, " ").includes(sentence)) continue;
          link = text.match(/https?:\/\/[^\s"<>]+\/ops\/sign-in\/link#token=[A-Za-z0-9_-]+/)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link ?? "";
}

/** Asks for a sign-in link on the page's own origin; resolves to the link as e-mailed. */
export async function requestSignInLink(page: Page, email: string): Promise<URL> {
  await page.goto("/ops/sign-in");
  const before = await emailFiles();
  await page.getByRole("textbox", { name: copy.signIn.emailLabel }).fill(email);
  await page.getByRole("button", { name: copy.signIn.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.signIn.sentTitle })).toBeVisible();
  const link = new URL(await signInLinkFor(email, before));
  expect(link.pathname).toBe("/ops/sign-in/link");
  return link;
}

/**
 * Asks for a sign-in link, opens it (which spends nothing: only the button's post does) and lands
 * in the inbox; resolves to the link.
 */
export async function signInByLink(page: Page, email: string): Promise<string> {
  const link = await requestSignInLink(page, email);
  await page.goto(link.pathname + link.hash);
  await expect(page.getByRole("heading", { level: 1, name: copy.signInLink.title })).toBeVisible();
  await page.getByRole("button", { name: copy.signInLink.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.inbox.title })).toBeVisible();
  return link.toString();
}
