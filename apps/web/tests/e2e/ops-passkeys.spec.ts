import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { expectAccessible } from "./axe.ts";
import { dismissRelocationNotice, expect, hydrated, test } from "./fixtures.ts";
import { addMember, signInByLink } from "./ops-helpers.ts";

const copy = opsConsole.en;
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const member = { email: `ines.${stamp}@example.com`, name: "Inés Ortega" };
const passkeyName = `Work laptop ${stamp}`;

// WebAuthn refuses an IP address as the passkey's site: the console is opened on localhost (the e2e
// API lists http://localhost:<web port> among its SITE_ORIGINS, playwright.config.ts).
test.use({ baseURL: `http://localhost:${process.env.E2E_WEB_PORT ?? 3100}` });

test.beforeAll(() => addMember(member.email, member.name, "intake"));
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

test("a member adds a passkey, signs in with it instead of a link, and removes it", async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // several pages, each checked with axe in every contrast mode
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInByLink(page, member.email);
  await page
    .getByRole("navigation", { name: copy.mainNavigation })
    .getByRole("link", { name: copy.navPasskeys })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: copy.passkeys.title })).toBeVisible();
  await expect(page.getByText(copy.passkeys.none)).toBeVisible();
  await hydrated(page);
  await page.getByRole("textbox", { name: copy.passkeys.nameLabel }).fill(passkeyName);
  await page.getByRole("button", { name: copy.passkeys.addSubmit }).click();
  await expect(page.getByRole("status")).toContainText(copy.passkeys.addedMessage);
  const table = page.getByRole("table", { name: copy.passkeys.caption });
  await expect(table.getByRole("row", { name: new RegExp(passkeyName) })).toContainText(copy.passkeys.never);
  await expectAccessible(page);

  await page.getByRole("button", { name: copy.signOut }).click();
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await hydrated(page);
  // The island's code is requested by this page only, and it says nothing until something goes wrong.
  await expect(page.getByRole("alert")).toHaveText("");
  await expect(page.getByText(copy.passkeySignIn.needsJavaScript)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: copy.passkeySignIn.submit }).click();
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole("heading", { level: 1, name: copy.inbox.title })).toBeVisible();
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "ops_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  await page.goto("/ops/passkeys");
  const row = page.getByRole("table", { name: copy.passkeys.caption }).getByRole("row", {
    name: new RegExp(passkeyName),
  });
  await expect(row).not.toContainText(copy.passkeys.never);
  await page.getByRole("button", { name: `${copy.passkeys.remove}: ${passkeyName}` }).click();
  await expect(page.getByRole("status")).toContainText(copy.passkeys.removed);
  await expect(page.getByText(copy.passkeys.none)).toBeVisible();

  // Without a passkey left, the authenticator's credential no longer signs in: said in the live region.
  await page.getByRole("button", { name: copy.signOut }).click();
  await hydrated(page);
  await page.getByRole("button", { name: copy.passkeySignIn.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(copy.passkeySignIn.notVerified);
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  expect(consoleErrors.filter((text) => !text.includes("status of 400"))).toEqual([]);
});

test("without JavaScript the passkey button is not offered, and the link still is", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: `http://localhost:${process.env.E2E_WEB_PORT ?? 3100}`,
  });
  const page = await context.newPage();
  await page.goto("/ops/sign-in");
  await expect(page.getByRole("button", { name: copy.signIn.submit })).toBeVisible();
  await expect(page.getByRole("button", { name: copy.passkeySignIn.submit })).toHaveCount(0);
  await expect(page.getByText(copy.passkeySignIn.needsJavaScript)).toBeVisible();
  await context.close();
});

test("public pages load none of the console's code", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  await hydrated(page);
  await page.goto("/consultation");
  await hydrated(page);
  expect(requested.filter((path) => /passkey|simplewebauthn/.test(path))).toEqual([]);
});
