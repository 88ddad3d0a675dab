import { consultation } from "@firm/content/dictionaries/consultation";
import { contactPage as contactPageCopy } from "@firm/content/dictionaries/contact-page";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import type { FieldDefinition } from "@firm/intake/field";
import { consultationRequest, contactMessage, contactPage, type FormDefinition } from "@firm/intake/forms";
import { fieldSchema } from "@firm/intake/schema";
import { expect, type Locator, type Page } from "@playwright/test";
import fc from "fast-check";
import { Compile } from "typebox/compile";
import { query } from "./database.ts";
import { dismissRelocationNotice, test } from "./fixtures.ts";

/**
 * The browser and the API accept exactly the same answers. For every text field of the
 * three forms, values people type (accents, emoji, apostrophes, line breaks, phones with
 * extensions and country codes, very long text) and values they should not send (control
 * characters, blanks, malformed addresses) are typed into the real form in Chromium; the browser's
 * constraint validation of the control (its derived attributes and the form's own check) must give
 * the API schema's verdict on the value the browser would send, both ways.
 */
test.beforeEach(async ({ page }) => dismissRelocationNotice(page));

const home = homeContact.en;
const forms: { path: string; form: FormDefinition; labels: Readonly<Record<string, string>> }[] = [
  {
    path: "/",
    form: contactMessage,
    labels: {
      name: home.nameLabel,
      email: home.emailLabel,
      phone: home.phoneLabel,
      caseType: home.caseTypeLabel,
      message: home.messageLabel,
    },
  },
  { path: "/contact", form: contactPage, labels: contactPageCopy.en.form.labels },
  { path: "/es/consultation", form: consultationRequest, labels: consultation.es.form.labels },
];

const typed = (multiLine: boolean) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(..."abcxyzABC 0123456789.,'-áéíóúñü¿¡") },
    { weight: 1, arbitrary: fc.constantFrom("😀", "👩‍⚖️", "🇲🇽", "\u00a0", "\t") },
    { weight: 1, arbitrary: fc.constantFrom("\u0000", "\u0007", "\u001b", "\u0085", "\u2028", "\u200f") },
    { weight: multiLine ? 1 : 0, arbitrary: fc.constantFrom("\n", "\r\n") },
  );

/** Values for a field of `kind`, around its length limit too. */
function values(field: FieldDefinition): fc.Arbitrary<string> {
  const multiLine = field.kind === "text";
  const text = fc.array(typed(multiLine), { maxLength: 40 }).map((units) => units.join(""));
  const long =
    "maxLength" in field
      ? fc
          .tuple(fc.constantFrom("a", "é", "😀"), fc.integer({ min: -3, max: 3 }))
          .map(([unit, over]) => unit.repeat(Math.max(1, Math.floor((field.maxLength + over) / unit.length))))
      : text;
  const blanks = fc.constantFrom("", " ", "   \t ");
  if (field.kind === "email") {
    return fc.oneof(
      fc.emailAddress(),
      fc.constantFrom(
        "ana@",
        "ana @example.com",
        '"ana"@example.com',
        "josé@example.com",
        "a@b",
        "o'brien@example.mx",
      ),
      text,
    );
  }
  if (field.kind === "phone") {
    return fc.oneof(
      fc.constantFrom(
        "(714) 555-0199 ext. 12",
        "714.555.0199 x12",
        "714-555-0199 #12",
        "+52 1 55 1234 5678",
        "+1 714 555 0199",
        "555-019",
        "llámeme",
      ),
      fc.string({ unit: fc.constantFrom(..."0123456789 ().-+#xext"), maxLength: 44 }),
      blanks,
    );
  }
  return fc.oneof(
    { weight: 4, arbitrary: text },
    { weight: 1, arbitrary: long },
    { weight: 1, arbitrary: blanks },
  );
}

/** What the browser makes of `value` typed into `control`: its verdict and the value it would send. */
async function browserVerdict(control: Locator, value: string) {
  await control.fill(value);
  return control.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => ({
    valid: element.validity.valid,
    sent: element.value,
  }));
}

async function controlOf(page: Page, label: string): Promise<Locator> {
  return page.getByRole("textbox", { name: label }).first();
}

for (const { path, form, labels } of forms) {
  test(`${path}: the browser accepts exactly what the API accepts, field by field`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(150_000);
    await visit(path);
    for (const [name, field] of Object.entries(form)) {
      if (field.kind === "choice" || field.kind === "date") continue;
      const label = labels[name];
      if (!label) throw new Error(`no label for ${name}`);
      const control = await controlOf(page, label);
      const api = Compile(fieldSchema(field));
      await fc.assert(
        fc.asyncProperty(values(field), async (value) => {
          const { valid, sent } = await browserVerdict(control, value);
          expect({ name, value: sent, valid }).toEqual({ name, value: sent, valid: api.Check(sent) });
        }),
        { numRuns: 25 },
      );
      await control.fill("");
    }
  });

  test(`${path}: every choice the browser offers is one the API accepts, and no other`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    for (const [name, field] of Object.entries(form)) {
      if (field.kind !== "choice") continue;
      const offered = await page
        .locator(`[name="${name}"]`)
        .evaluateAll((controls) =>
          controls.flatMap((control) =>
            control instanceof HTMLSelectElement
              ? [...control.options].map((option) => option.value)
              : [(control as HTMLInputElement).value],
          ),
        );
      const api = Compile(fieldSchema(field));
      const accepted = offered.filter((value) => api.Check(value));
      expect(accepted.filter((value) => value !== "").sort(), name).toEqual([...field.values].sort());
      expect(api.Check(""), `${name} left unanswered`).toBe(!field.required);
    }
  });
}

test("a Spanish consultation with a phone extension and a long description is stored as typed", async ({
  page,
  visit,
}) => {
  const labels = consultation.es.form.labels;
  const stamp = `${Date.now()}`;
  const description =
    `Me caí en la banqueta del súper 🛒, O'Connor lo vio.\nNo puedo trabajar. ${stamp} `.padEnd(5000, "ñ");
  await visit("/es/consultation");
  await page.getByRole("textbox", { name: labels.firstName }).fill("María José");
  await page.getByRole("textbox", { name: labels.lastName }).fill("O'Connor Núñez");
  await page.getByRole("textbox", { name: labels.email }).fill("mj@example.com");
  await page.getByRole("textbox", { name: labels.phone }).fill("(714) 555-0199 ext. 12");
  await page.getByRole("textbox", { name: labels.alternatePhone }).fill("+52 55 1234 5678");
  await page.getByRole("combobox", { name: labels.caseType }).selectOption("accident-injuries");
  await page.getByRole("textbox", { name: labels.caseDescription }).fill(description);
  await page.getByRole("button", { name: consultation.es.form.submitBox.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: consultation.es.form.successTitle })).toBeVisible();

  const rows = await query(
    `SELECT "phone", "phoneE164", "phoneExtension", "alternatePhone", "alternatePhoneE164", "lastName"
     FROM consultation_request WHERE "caseDescription" = $1`,
    [description],
  );
  expect(rows).toEqual([
    {
      phone: "(714) 555-0199 ext. 12",
      phoneE164: "+17145550199",
      phoneExtension: "12",
      alternatePhone: "+52 55 1234 5678",
      alternatePhoneE164: "+525512345678",
      lastName: "O'Connor Núñez",
    },
  ]);
});

test("a description the browser cannot refuse by itself is named, in Spanish, before anything is sent", async ({
  page,
  visit,
}) => {
  const labels = consultation.es.form.labels;
  await visit("/es/consultation");
  await page.getByRole("textbox", { name: labels.caseDescription }).fill("   ");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(request.url());
  });
  await page.getByRole("button", { name: consultation.es.form.submitBox.submit }).click();
  const description = page.getByRole("textbox", { name: labels.caseDescription });
  expect(await description.evaluate((element: HTMLTextAreaElement) => element.validity.customError)).toBe(
    true,
  );
  expect(sent).toEqual([]);
});
