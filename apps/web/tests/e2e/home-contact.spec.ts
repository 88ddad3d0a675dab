import { homeContact } from "@firm/content/dictionaries/home-contact";
import { expect, test } from "@playwright/test";
import { query } from "./database.ts";

const copy = homeContact.en;

test("a visitor sends the home contact form and the message is stored", async ({ page }) => {
  const message = `Rear-ended on the 57 freeway ${Date.now()}`;
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  await page.getByRole("textbox", { name: copy.nameLabel }).fill("Rosa Martínez");
  await page.getByRole("textbox", { name: copy.emailLabel }).fill("rosa@example.com");
  await page.getByRole("textbox", { name: copy.phoneLabel }).fill("(714) 555-0100");
  await page.getByRole("combobox", { name: copy.caseTypeLabel }).selectOption("accident-injuries");
  await page.getByRole("textbox", { name: copy.messageLabel }).fill(message);
  await page.getByRole("button", { name: copy.submit }).click();

  await expect(page.getByRole("status")).toContainText(copy.successTitle);
  await expect(page.getByRole("textbox", { name: copy.nameLabel })).toHaveValue("");

  const rows = await query<{ name: string; email: string; caseType: string }>(
    'SELECT name, email, "caseType"::text FROM contact_message WHERE message = $1',
    [message],
  );
  expect(rows).toEqual([{ name: "Rosa Martínez", email: "rosa@example.com", caseType: "accident-injuries" }]);
});

test("the visitor sees the error banner and keeps what they typed when the API refuses", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  await page.getByRole("textbox", { name: copy.nameLabel }).fill("Rosa Martínez");
  await page.getByRole("textbox", { name: copy.emailLabel }).fill("rosa@example.com");
  await page.getByRole("textbox", { name: copy.messageLabel }).fill("Please call me back");
  await page.getByRole("button", { name: copy.submit }).click();

  await expect(page.getByRole("alert")).toContainText(copy.errorTitle);
  await expect(page.getByRole("textbox", { name: copy.nameLabel })).toHaveValue("Rosa Martínez");
});
