import { contactPage } from "@firm/content/dictionaries/contact-page";
import { firm } from "@firm/content/firm";
import { emptySource } from "@firm/intake/source";
import { fireEvent, screen, waitFor } from "@testing-library/react";
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
import { typeInto } from "../../../tests/unit/type-into.ts";
import { ContactPageForm } from "./contact-page-form.tsx";

const copy = contactPage.en.form;
const { labels } = copy;

function fillIn() {
  typeInto(labels.firstName, "Rosa");
  typeInto(labels.lastName, "Martínez");
  typeInto(labels.email, "rosa@example.com");
  typeInto(labels.phone, "(714) 555-0100");
  fireEvent.change(screen.getByRole("combobox", { name: labels.caseType }), {
    target: { value: "wrongful-death" },
  });
  fireEvent.click(screen.getByRole("radio", { name: /^Urgent/ }));
  typeInto(labels.message, "Please call me");
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: copy.submit }));

describe("ContactPageForm", () => {
  it("sends the first and last name joined as name and leaves the urgency out", async () => {
    const fetch = stubFetch(created);
    renderOnPage(<ContactPageForm locale="en" />, "/contact");
    fillIn();
    submit();

    await screen.findByRole("status");
    const [request] = sentRequests(fetch);
    expect(request?.url).toBe("/api/contact");
    expect(request?.body).toEqual({
      name: "Rosa Martínez",
      email: "rosa@example.com",
      phone: "(714) 555-0100",
      caseType: "wrongful-death",
      message: "Please call me",
      locale: "en",
      page: "/contact",
      website: "",
      formToken: freshToken,
      consentToCalls: false,
      // A visit that began on this page, typed or bookmarked (lib/visit-source.ts).
      ...emptySource,
      landingPage: "/",
    });
    expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("shows the success banner and returns every field to its default, urgency to normal", async () => {
    stubFetch(created);
    renderOnPage(<ContactPageForm locale="en" />, "/contact");
    fillIn();
    submit();

    const banner = await screen.findByRole("status");
    expect(banner).toHaveTextContent(copy.successTitle);
    await waitFor(() => expect(banner).toHaveFocus());
    for (const name of [labels.firstName, labels.lastName, labels.email, labels.phone, labels.message]) {
      expect(screen.getByRole("textbox", { name })).toHaveValue("");
    }
    expect(screen.getByRole("combobox", { name: labels.caseType })).toHaveValue("");
    expect(screen.getByRole("radio", { name: /^Normal/ })).toBeChecked();
  });

  it("keeps every field and shows the error banner when the API refuses; each attempt has its own key", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = stubFetch(failed);
    renderOnPage(<ContactPageForm locale="en" />, "/contact");
    fillIn();
    submit();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("There was an error sending your message.");
    expect(alert).toHaveTextContent(
      `Please try again, or call us directly at ${firm.phones.tollFree.display} or write to ${firm.email}.`,
    );
    expect(screen.getByRole("textbox", { name: labels.firstName })).toHaveValue("Rosa");
    expect(screen.getByRole("radio", { name: /^Urgent/ })).toBeChecked();

    submit();
    await waitFor(() => expect(postsOf(fetch)).toHaveLength(2));
    const [first, second] = sentRequests(fetch).map((request) => request.headers.get("Idempotency-Key"));
    expect(first).not.toBe(second);
  });

  it("shows the contact page's sending label on the disabled button while sending", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderOnPage(<ContactPageForm locale="en" />, "/contact");
    fillIn();
    submit();
    expect(await screen.findByRole("button", { name: "Sending Request..." })).toBeDisabled();
  });

  it("posts firstName, lastName and urgency itself when JavaScript is off", () => {
    const { container } = renderOnPage(<ContactPageForm locale="es" />, "/es/contact");
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
    const names = new Set([...form.elements].map((element) => element.getAttribute("name")).filter(Boolean));
    expect([...names].sort()).toEqual(
      [
        "firstName",
        "lastName",
        "email",
        "phone",
        "caseType",
        "urgency",
        "message",
        "locale",
        "page",
        "formToken",
        "website",
        "consentToCalls",
      ].sort(),
    );
    expect(form.querySelector('[name="locale"]')).toHaveValue("es");
    expect(form.querySelector('[name="page"]')).toHaveValue("/es/contact");
    expect(form.querySelector('input[name="urgency"]:checked')?.getAttribute("value")).toBe("normal");
    expect(screen.getByRole("textbox", { name: contactPage.es.form.labels.firstName })).toBeRequired();
    expect(screen.getByRole("textbox", { name: contactPage.es.form.labels.phone })).not.toBeRequired();
  });
});
