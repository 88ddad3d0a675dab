import { compliance } from "@firm/content/dictionaries/compliance";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { firm } from "@firm/content/firm";
import { emptySource } from "@firm/intake/source";
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
import { typeInto } from "../../../tests/unit/type-into.ts";
import { HomeContactForm } from "./home-contact-form.tsx";

const copy = homeContact.es;

function fillIn() {
  typeInto(copy.nameLabel, "Ana Ruiz");
  typeInto(copy.emailLabel, "ana@example.com");
  fireEvent.change(screen.getByRole("combobox", { name: copy.caseTypeLabel }), {
    target: { value: "other" },
  });
  typeInto(copy.messageLabel, "Hola");
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: copy.submit }));

describe("HomeContactForm", () => {
  it("sends exactly the five fields plus the meta fields as JSON, then resets every field", async () => {
    const fetch = stubFetch(created);
    renderOnPage(<HomeContactForm locale="es" />, "/es");
    fillIn();
    fireEvent.click(screen.getByRole("checkbox", { name: /Solano Reyes/ }));
    submit();

    const banner = await screen.findByRole("status");
    expect(banner).toHaveTextContent(copy.successTitle);
    await waitFor(() => expect(banner).toHaveFocus());
    const [request] = sentRequests(fetch);
    expect(request?.url).toBe("/api/contact");
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("Content-Type")).toBe("application/json");
    expect(request?.body).toEqual({
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "",
      caseType: "other",
      message: "Hola",
      locale: "es",
      page: "/es",
      website: "",
      formToken: freshToken,
      consentToCalls: true,
      // A visit that began on this page, typed or bookmarked (lib/visit-source.ts).
      ...emptySource,
      landingPage: "/",
    });
    expect(request?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole("textbox", { name: copy.nameLabel })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: copy.emailLabel })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: copy.caseTypeLabel })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: copy.messageLabel })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: /Solano Reyes/ })).not.toBeChecked();
  });

  it("asks the API once for a form token when the visitor starts to use the form, and sends it", async () => {
    const fetch = stubFetch(created);
    const { container } = renderOnPage(<HomeContactForm locale="es" />, "/es");
    // The page is a file, the same for every visitor: it carries no token of its own.
    expect(container.querySelector('[name="formToken"]')).toHaveValue("");
    fireEvent.focus(screen.getByRole("textbox", { name: copy.nameLabel }));
    fireEvent.focus(screen.getByRole("textbox", { name: copy.emailLabel }));
    await waitFor(() => expect(container.querySelector('[name="formToken"]')).toHaveValue(freshToken));
    fillIn();
    submit();
    await screen.findByRole("status");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/form-token?form=contact", "/api/contact"]);
    expect(sentRequests(fetch)[0]?.body.formToken).toBe(freshToken);
  });

  it("sends without a token when none can be had, asking again at the submission", async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.startsWith("/api/form-token") ? new Response("", { status: 503 }) : created(),
    );
    vi.stubGlobal("fetch", fetch);
    renderOnPage(<HomeContactForm locale="es" />, "/es");
    fireEvent.focus(screen.getByRole("textbox", { name: copy.nameLabel }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    fillIn();
    submit();
    await screen.findByRole("status");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/form-token?form=contact",
      "/api/form-token?form=contact",
      "/api/contact",
    ]);
    expect(JSON.parse(String(fetch.mock.calls[2]?.[1]?.body)).formToken).toBe("");
  });

  it("keeps the fields and shows the error banner on failure; a retry is a new attempt with a new key", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = stubFetch(failed, created);
    renderOnPage(<HomeContactForm locale="es" />, "/es");
    fillIn();
    submit();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(copy.errorTitle);
    expect(alert).toHaveTextContent(
      `Por favor, inténtelo de nuevo, o llámenos directamente al ${firm.phones.tollFree.display} o escríbanos a ${firm.email}.`,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(console.error).toHaveBeenCalledWith(new Error("HTTP error! status: 503"));
    expect(screen.getByRole("textbox", { name: copy.nameLabel })).toHaveValue("Ana Ruiz");
    expect(screen.getByRole("textbox", { name: copy.messageLabel })).toHaveValue("Hola");

    submit();
    await screen.findByRole("status");
    const [first, second] = sentRequests(fetch);
    expect(first?.body).toEqual(second?.body);
    expect(second?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(second?.headers.get("Idempotency-Key")).not.toBe(first?.headers.get("Idempotency-Key"));
  });

  it("disables the submit button with the sending label while the request is under way", async () => {
    let finish: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (finish = resolve)));
    renderOnPage(<HomeContactForm locale="es" />, "/es");
    fillIn();
    submit();

    const busy = await screen.findByRole("button", { name: copy.sending });
    expect(busy).toBeDisabled();
    finish(new Response('{"success":false}', { status: 200 }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(copy.errorTitle));
    expect(screen.getByRole("button", { name: copy.submit })).toBeEnabled();
  });

  it("lists the fields the browser refused, linked to them, without sending anything", async () => {
    const fetch = stubFetch(created);
    renderOnPage(<HomeContactForm locale="es" />, "/es");
    submit();

    const summary = await screen.findByRole("region", { name: formsCommon.es.errorSummaryTitle });
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      copy.nameLabel,
      copy.emailLabel,
      copy.messageLabel,
    ]);
    expect(links[0]).toHaveAttribute("href", `#${screen.getByRole("textbox", { name: copy.nameLabel }).id}`);
    expect(postsOf(fetch)).toHaveLength(0);
  });

  it("is a real form post without JavaScript: action, method and field names", () => {
    const { container } = renderOnPage(<HomeContactForm locale="en" />, "/");
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
    const names = [...form.elements].map((element) => element.getAttribute("name")).filter(Boolean);
    expect(names.sort()).toEqual(
      [
        "locale",
        "page",
        "formToken",
        "website",
        "consentToCalls",
        "name",
        "email",
        "phone",
        "caseType",
        "message",
      ].sort(),
    );
    expect(form.querySelector('[name="formToken"]')).toHaveValue("");
    const honeypot = form.querySelector('[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole("textbox", { name: homeContact.en.messageLabel })).toHaveAttribute("rows", "5");
    expect(screen.getByRole("checkbox", { name: /Solano Reyes/ })).not.toBeChecked();
    expect(screen.getByText(compliance.en.noRelationship)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: compliance.en.ccpaLinkLabel })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });
});
