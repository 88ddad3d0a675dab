import { consultation } from "@firm/content/dictionaries/consultation";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import type { Locale } from "@firm/content/locale";
import type { Page } from "@playwright/test";

/** Fills the home page's contact form as a visitor would, found by the labels of `locale`. */
export async function fillHomeContact(page: Page, message: string, locale: Locale = "en") {
  const copy = homeContact[locale];
  await page.getByRole("textbox", { name: copy.nameLabel }).fill("Rosa Martínez");
  await page.getByRole("textbox", { name: copy.emailLabel }).fill("rosa@example.com");
  await page.getByRole("textbox", { name: copy.phoneLabel }).fill("(714) 555-0100");
  await page.getByRole("combobox", { name: copy.caseTypeLabel }).selectOption("accident-injuries");
  await page.getByRole("textbox", { name: copy.messageLabel }).fill(message);
}

/** Fills the consultation form's required fields and the incident date, by the labels of `locale`. */
export async function fillConsultation(
  page: Page,
  description: string,
  { locale = "en", caseType = "wrongful-death" }: { locale?: Locale; caseType?: string } = {},
) {
  const { labels } = consultation[locale].form;
  await page.getByRole("textbox", { name: labels.firstName }).fill("Ana");
  await page.getByRole("textbox", { name: labels.lastName }).fill("Ruiz");
  await page.getByRole("textbox", { name: labels.email }).fill("ana@example.com");
  await page.getByRole("textbox", { name: labels.phone }).fill("714-555-0111");
  await page.getByRole("combobox", { name: labels.caseType }).selectOption(caseType);
  await page.getByLabel(labels.incidentDate).fill("2026-10-01");
  await page.getByRole("textbox", { name: labels.caseDescription }).fill(description);
}
