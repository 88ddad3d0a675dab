import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { expect, test } from "./fixtures.ts";
import { addMember, emailAbout, requestSignInLink, signInByLink } from "./ops-helpers.ts";

/** The second security probe: what a member of the team sees in the console. */
const copy = opsConsole.en;

test("second probe, finding 6: a sign-out that failed says the member is still signed in", async ({
  page,
}) => {
  const email = `sign.out.${Date.now()}@firm.example`;
  addMember(email, "Sam Signout", "intake");
  await signInByLink(page, email);
  // A form left open while the session's anti-forgery token changed: the API refuses the sign-out.
  await page
    .locator('form[action="/ops/sign-out"] input[name="csrf"]')
    .evaluate((input: HTMLInputElement) => {
      input.value = "stale-form-token";
    });
  await page.getByRole("button", { name: copy.signOut }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.errors.signOutFailedTitle })).toBeVisible();
  await expect(page.getByText(copy.errors.signOutFailed)).toBeVisible();
  // Still signed in, as the page says: the inbox opens, and signing out from it works.
  await page.goto("/ops");
  await expect(page.getByRole("heading", { level: 1, name: copy.inbox.title })).toBeVisible();
  await page.getByRole("button", { name: copy.signOut }).click();
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
});

test("second probe, finding 3: a member who finds a tokenless request genuine sends its acknowledgment", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now();
  // A post with no form token, as a script (or a stale page) sends one: it reaches the team.
  const posted = await request.post("/api/contact", {
    headers: { origin: baseURL ?? "" },
    data: { name: `Rosa ${stamp}`, email: `rosa.${stamp}@example.com`, message: "Sent from a stale page." },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  expect((await emailAbout("team-notification", id)).text).toContain("acknowledgment is held");

  const email = `genuine.${stamp}@firm.example`;
  addMember(email, "Gina Genuine", "intake");
  await signInByLink(page, email);
  await page.goto(`/ops/records/${id}`);
  await expect(page.getByText(copy.record.acknowledgmentHeld)).toBeVisible();
  await page.getByRole("button", { name: copy.record.sendAcknowledgment }).click();
  await expect(page.getByText(copy.record.savedAcknowledgment)).toBeVisible();
  await expect(page.getByRole("button", { name: copy.record.sendAcknowledgment })).toHaveCount(0);
  expect((await emailAbout("acknowledgment", id)).text).toContain(id);
});

test("second probe, finding 9: a sign-in link's token reaches no server's logged address", async ({
  page,
}) => {
  const email = `fragment.${Date.now()}@firm.example`;
  addMember(email, "Fran Fragment", "intake");
  const asked: string[] = [];
  page.on("request", (request) => {
    asked.push(request.url(), request.headers().referer ?? "");
  });
  // Opens the e-mailed link (its token after "#"), signs in with the button, lands in the inbox.
  const link = new URL(await signInByLink(page, email));
  const token = new URLSearchParams(link.hash.slice(1)).get("token") ?? "";
  expect(token).toMatch(/^[\w-]{40,}$/);
  expect(link.search).toBe("");
  expect(asked.filter((address) => address.includes(token))).toEqual([]);
});

test("second probe, finding 9: without scripts, the link's code is pasted and signs in", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const email = `no.script.${Date.now()}@firm.example`;
    addMember(email, "Noa Noscript", "intake");
    const link = await requestSignInLink(page, email);
    await page.goto(link.pathname + link.hash);
    const code = page.getByRole("textbox", { name: copy.signInLink.codeLabel });
    await expect(code).toBeVisible();
    await code.fill(new URLSearchParams(link.hash.slice(1)).get("token") ?? "");
    await page.getByRole("button", { name: copy.signInLink.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.inbox.title })).toBeVisible();
  } finally {
    await context.close();
  }
});
