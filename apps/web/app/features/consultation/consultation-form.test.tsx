import { consultation } from "@firm/content/dictionaries/consultation";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { urgencyHints, urgencyLabels } from "@firm/content/enums/urgency";
import { firm } from "@firm/content/firm";
import { locales } from "@firm/content/locale";
import { emptySource } from "@firm/intake/source";
import { phoneBody } from "@firm/intake/text-rules";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  created,
  failed,
  freshToken,
  postsOf,
  sentRequests,
  stubFetch,
} from "../../../tests/unit/fetch-stub.ts";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { ConsultationForm } from "./consultation-form.tsx";

const copy = consultation.en.form;
const { labels } = copy;

/** The control labelled `label` (a required field's label also holds its asterisk). */
function field(label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`));
}

function change(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillRequired() {
  change(labels.firstName, "Luis");
  change(labels.lastName, "Gómez");
  change(labels.email, "luis@example.com");
  change(labels.phone, "714-555-0111");
  change(labels.caseType, "accident-injuries");
  change(labels.caseDescription, "Rear-ended at a red light.");
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: copy.submitBox.submit }));

const unanswered = {
  alternatePhone: "",
  incidentDate: "",
  incidentLocation: "",
  injurySeverity: "",
  medicalTreatment: "",
  hasLawyer: "",
  insuranceCompany: "",
  insuranceClaim: "",
  policeReport: "",
  preferredContactMethod: "phone",
  preferredContactTime: "",
  urgency: "normal",
  availableDates: "",
  estimatedDamages: "",
  lostWages: "",
  witnesses: "",
  additionalInfo: "",
};

describe("ConsultationForm", () => {
  it("sends all 23 fields, unanswered ones as their defaults, plus the meta fields", async () => {
    const fetch = stubFetch(created);
    renderOnPage(<ConsultationForm locale="en" />, "/consultation");
    fillRequired();
    submit();

    await screen.findByRole("status");
    const [request] = sentRequests(fetch);
    expect(request?.url).toBe("/api/consultation");
    expect(request?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toEqual({
      firstName: "Luis",
      lastName: "Gómez",
      email: "luis@example.com",
      phone: "714-555-0111",
      caseType: "accident-injuries",
      caseDescription: "Rear-ended at a red light.",
      ...unanswered,
      locale: "en",
      page: "/consultation",
      website: "",
      formToken: freshToken,
      consentToCalls: false,
      // A visit that began on this page, typed or bookmarked (lib/visit-source.ts).
      ...emptySource,
      landingPage: "/",
    });
  });

  it("sends the answers given and returns every field to its default after success", async () => {
    const fetch = stubFetch(created);
    renderOnPage(<ConsultationForm locale="en" />, "/consultation");
    fillRequired();
    change(labels.incidentDate, "2025-03-14");
    change(labels.injurySeverity, "severe");
    change(labels.hasLawyer, "considering");
    change(labels.estimatedDamages, "50k-100k");
    change(labels.preferredContactTime, "evening");
    change(labels.witnesses, "A neighbour");
    fireEvent.click(screen.getByRole("radio", { name: "Video call" }));
    fireEvent.click(screen.getByRole("radio", { name: /^Legal emergency/ }));
    submit();

    const banner = await screen.findByRole("status");
    expect(banner).toHaveTextContent(copy.successTitle);
    await waitFor(() => expect(banner).toHaveFocus());
    expect(sentRequests(fetch)[0]?.body).toMatchObject({
      incidentDate: "2025-03-14",
      injurySeverity: "severe",
      hasLawyer: "considering",
      estimatedDamages: "50k-100k",
      preferredContactTime: "evening",
      witnesses: "A neighbour",
      preferredContactMethod: "video",
      urgency: "emergency",
    });
    for (const label of [labels.firstName, labels.caseType, labels.incidentDate, labels.injurySeverity]) {
      expect(field(label)).toHaveValue("");
    }
    expect(screen.getByRole("radio", { name: "Phone" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /^Normal/ })).toBeChecked();
  });

  it("keeps the answers and shows the consultation error banner on failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch(failed);
    renderOnPage(<ConsultationForm locale="en" />, "/consultation");
    fillRequired();
    submit();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("There was an error submitting your request.");
    expect(alert).toHaveTextContent(
      `Please try again, or call us directly at ${firm.phones.tollFree.display} or write to ${firm.email}.`,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field(labels.caseDescription)).toHaveValue("Rear-ended at a red light.");
  });

  it("shows Submitting Request... on the disabled button while sending", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderOnPage(<ConsultationForm locale="en" />, "/consultation");
    fillRequired();
    submit();
    expect(await screen.findByRole("button", { name: "Submitting Request..." })).toBeDisabled();
  });

  it("summarises the required fields the browser refused", async () => {
    const fetch = stubFetch(created);
    renderOnPage(<ConsultationForm locale="es" />, "/es/consultation");
    fireEvent.click(screen.getByRole("button", { name: consultation.es.form.submitBox.submit }));

    const summary = await screen.findByRole("region", { name: formsCommon.es.errorSummaryTitle });
    const es = consultation.es.form.labels;
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([es.firstName, es.lastName, es.email, es.phone, es.caseType, es.caseDescription]);
    expect(postsOf(fetch)).toHaveLength(0);
  });

  it("is a real form post without JavaScript, in six labelled groups", () => {
    const { container } = renderOnPage(<ConsultationForm locale="en" />, "/consultation");
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/consultation");
    const names = new Set([...form.elements].map((element) => element.getAttribute("name")).filter(Boolean));
    expect([...names].sort()).toEqual(
      [...Object.keys(labels), "locale", "page", "formToken", "website", "consentToCalls"].sort(),
    );
    expect(Object.keys(labels)).toHaveLength(23);
    for (const group of Object.values(copy.groups)) {
      expect(screen.getByRole("group", { name: group.title })).toBeInTheDocument();
    }
    expect(field(labels.caseDescription)).toHaveAttribute("rows", "4");
    expect(field(labels.witnesses)).toHaveAttribute("rows", "3");
    expect(field(labels.additionalInfo)).toHaveAttribute("rows", "3");
    expect(field(labels.incidentDate)).toHaveAttribute("type", "date");
    expect(field(labels.injurySeverity)).toHaveValue("");
  });

  it("carries each field's rules from its definition: lengths, patterns, types", () => {
    renderOnPage(<ConsultationForm locale="en" />, "/consultation");
    expect(field(labels.firstName)).toHaveAttribute("maxlength", "80");
    // A long answer is counted, never cut (use-intake-form.test.tsx).
    expect(field(labels.caseDescription)).not.toHaveAttribute("maxlength");
    expect(field(labels.phone)).toHaveAttribute("type", "tel");
    expect(field(labels.phone)).toHaveAttribute("inputmode", "tel");
    expect(field(labels.phone)).toHaveAttribute("pattern", phoneBody);
    expect(field(labels.phone)).toBeRequired();
    expect(field(labels.alternatePhone)).not.toBeRequired();
    expect(field(labels.firstName)).toHaveAttribute("autocomplete", "given-name");
    expect(field(labels.incidentDate)).toHaveAttribute("min", "1900-01-01");
  });

  it.each(locales)("points to 911 on the legal-emergency choice, as its description (%s)", (locale) => {
    renderOnPage(<ConsultationForm locale={locale} />, `/${locale}/consultation`);
    const emergency = screen.getByRole("radio", { name: urgencyLabels[locale].emergency });
    expect(emergency).toHaveAccessibleDescription(urgencyHints[locale].emergency);
    expect(urgencyHints[locale].emergency).toContain("911");
  });

  it("accepts a phone with an extension, and tells a blank description in the page's language", () => {
    renderOnPage(<ConsultationForm locale="es" />, "/es/consultation");
    const es = consultation.es.form.labels;
    const phone = field(es.phone) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: "(714) 555-0199 ext. 12" } });
    expect(phone.validity.valid).toBe(true);
    fireEvent.change(phone, { target: { value: "llámeme" } });
    expect(phone.validationMessage).toBe(formsCommon.es.fieldProblems.phone);
    const description = field(es.caseDescription) as HTMLTextAreaElement;
    fireEvent.change(description, { target: { value: "   " } });
    expect(description.validationMessage).toBe(formsCommon.es.fieldProblems.blank);
    fireEvent.change(description, { target: { value: "Me caí en la banqueta." } });
    expect(description.validity.valid).toBe(true);
  });

  it("names the fields the API refused, keeps every answer, and spends no banner on it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch(() =>
      Response.json(
        {
          success: false,
          error: { code: "invalid_request", message: "x", fields: [{ field: "phone", problem: "phone" }] },
        },
        { status: 400 },
      ),
    );
    renderOnPage(<ConsultationForm locale="en" />, "/consultation");
    fillRequired();
    submit();

    const summary = await screen.findByRole("region", { name: formsCommon.en.errorSummaryTitle });
    expect(within(summary).getByRole("link")).toHaveTextContent(
      `${labels.phone}: ${formsCommon.en.fieldProblems.phone}`,
    );
    const phone = field(labels.phone) as HTMLInputElement;
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone.validationMessage).toBe(formsCommon.en.fieldProblems.phone);
    expect(phone).toHaveValue("714-555-0111");
    expect(field(labels.caseDescription)).toHaveValue("Rear-ended at a red light.");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
