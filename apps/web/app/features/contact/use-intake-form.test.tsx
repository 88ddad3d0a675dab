import { characterCountMessages } from "@firm/content/character-count";
import { consultation } from "@firm/content/dictionaries/consultation";
import { contactPage } from "@firm/content/dictionaries/contact-page";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import type { Locale } from "@firm/content/locale";
import { maxLengthOf } from "@firm/intake/field";
import { consultationRequest, contactMessage, contactPage as contactPageForm } from "@firm/intake/forms";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { created, postsOf, sentRequests, stubFetch } from "../../../tests/unit/fetch-stub.ts";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { ConsultationForm } from "../consultation/consultation-form.tsx";
import { ContactPageForm } from "./contact-page-form.tsx";
import { HomeContactForm } from "./home-contact-form.tsx";

/** Every long text field of the site's forms: where it is, its label and its limit (@firm/intake). */
const longFields: {
  name: string;
  locale: Locale;
  path: string;
  label: string;
  limit?: number;
  form: ReactElement;
}[] = [
  {
    name: "home message",
    locale: "es",
    path: "/es",
    label: homeContact.es.messageLabel,
    limit: maxLengthOf(contactMessage.message),
    form: <HomeContactForm locale="es" />,
  },
  {
    name: "contact page message",
    locale: "en",
    path: "/contact",
    label: contactPage.en.form.labels.message,
    limit: maxLengthOf(contactPageForm.message),
    form: <ContactPageForm locale="en" />,
  },
  ...(["caseDescription", "witnesses", "additionalInfo"] as const).map((field) => ({
    name: `consultation ${field}`,
    locale: "es" as const,
    path: "/es/consultation",
    label: consultation.es.form.labels[field],
    limit: maxLengthOf(consultationRequest[field]),
    form: <ConsultationForm locale="es" />,
  })),
];

const textbox = (label: string) => screen.getByRole("textbox", { name: label });

describe("a long text field", () => {
  it.each(longFields)(
    "$name: keeps a paste past the limit whole and says how many are too many",
    async ({ locale, path, label, limit = 0, form }) => {
      const messages = characterCountMessages(formsCommon[locale].characterCount);
      renderOnPage(form, path);
      const control = textbox(label) as HTMLTextAreaElement;
      expect(limit).toBeGreaterThan(0);
      expect(control).not.toHaveAttribute("maxlength");
      expect(control).toHaveAccessibleDescription(expect.stringContaining(messages.limit(limit)));

      const pasted = "Lo vi todo. ".repeat(Math.ceil((limit + 3000) / 12)).slice(0, limit + 3000);
      fireEvent.change(control, { target: { value: pasted } });
      expect(control).toHaveValue(pasted);
      expect(await screen.findByText(messages.tooMany(3000))).toBeVisible();
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control.validationMessage).toBe(messages.overLimit(3000, limit));

      fireEvent.change(control, { target: { value: pasted.slice(0, limit) } });
      expect(await screen.findByText(messages.remaining(0))).toBeVisible();
      expect(control.validity.valid).toBe(true);
    },
  );
});

it("refuses to send a description past its limit, names it, and sends it whole once shortened", async () => {
  const fetch = stubFetch(created);
  const es = consultation.es.form;
  const limit = maxLengthOf(consultationRequest.caseDescription) ?? 0;
  const messages = characterCountMessages(formsCommon.es.characterCount);
  renderOnPage(<ConsultationForm locale="es" />, "/es/consultation");
  fireEvent.change(textbox(es.labels.firstName), { target: { value: "Ana" } });
  fireEvent.change(textbox(es.labels.lastName), { target: { value: "Ruiz" } });
  fireEvent.change(textbox(es.labels.email), { target: { value: "ana@example.com" } });
  fireEvent.change(textbox(es.labels.phone), { target: { value: "714-555-0111" } });
  fireEvent.change(screen.getByRole("combobox", { name: es.labels.caseType }), {
    target: { value: "accident-injuries" },
  });
  const story = `Me chocaron en la 57. ${"Todo lo que pasó después. ".repeat(300)}`;
  fireEvent.change(textbox(es.labels.caseDescription), { target: { value: story } });
  fireEvent.click(screen.getByRole("button", { name: es.submitBox.submit }));

  const summary = await screen.findByRole("region", { name: formsCommon.es.errorSummaryTitle });
  expect(within(summary).getByRole("link")).toHaveTextContent(
    `${es.labels.caseDescription}: ${messages.overLimit(story.length - limit, limit)}`,
  );
  expect(postsOf(fetch)).toHaveLength(0);
  expect(textbox(es.labels.caseDescription)).toHaveValue(story);

  fireEvent.change(textbox(es.labels.caseDescription), { target: { value: story.slice(0, limit) } });
  fireEvent.click(screen.getByRole("button", { name: es.submitBox.submit }));
  await waitFor(() => expect(postsOf(fetch)).toHaveLength(1));
  expect(sentRequests(fetch)[0]?.body).toMatchObject({ caseDescription: story.slice(0, limit) });
});
