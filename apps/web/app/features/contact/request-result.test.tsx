import { consultation } from "@firm/content/dictionaries/consultation";
import { contactPage } from "@firm/content/dictionaries/contact-page";
import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { firm } from "@firm/content/firm";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { RequestResult } from "./request-result.tsx";

describe("RequestResult", () => {
  it("shows the contact form's success banner and the ways on after a form post", () => {
    renderOnPage(<RequestResult outcome="received" />, "/request-received?form=contact");
    const copy = formsCommon.en.resultPages;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.receivedHeading);
    expect(screen.getByRole("status")).toHaveTextContent(contactPage.en.form.successTitle);
    expect(screen.getByRole("link", { name: copy.formLinks.contact })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: copy.homeLink })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: `Call us at ${firm.phones.tollFree.display}` })).toHaveAttribute(
      "href",
      firm.phones.tollFree.href,
    );
  });

  it("shows the consultation's error banner in Spanish, with help for a known reason", () => {
    renderOnPage(
      <RequestResult outcome="failed" />,
      "/es/request-failed?form=consultation&reason=rate_limited",
    );
    const copy = formsCommon.es.resultPages;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.failedHeading);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(consultation.es.form.errorTitle);
    expect(alert).toHaveTextContent(firm.phones.tollFree.display);
    expect(screen.getByText(copy.reasons.rate_limited)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.formLinks.consultation })).toHaveAttribute(
      "href",
      "/es/consultation",
    );
  });

  it("explains a form post too long to be read at all: shorten the longest answers", () => {
    renderOnPage(
      <RequestResult outcome="failed" />,
      "/es/request-failed?form=contact&reason=payload_too_large",
    );
    expect(screen.getByText(formsCommon.es.resultPages.reasons.payload_too_large)).toBeInTheDocument();
  });

  it("falls back to the contact wording and no extra help for unknown values", () => {
    renderOnPage(<RequestResult outcome="failed" />, "/request-failed?form=nope&reason=%3Cb%3E");
    expect(screen.getByRole("alert")).toHaveTextContent(contactPage.en.form.errorTitle);
    for (const help of Object.values(formsCommon.en.resultPages.reasons)) {
      expect(screen.queryByText(help)).toBeNull();
    }
  });

  it("names the refused fields of a form sent without JavaScript, and what to correct", () => {
    renderOnPage(
      <RequestResult outcome="failed" />,
      "/es/request-failed?form=consultation&reason=invalid_request&fields=phone:phone,caseDescription:blank,nope:blank",
    );
    const { labels } = consultation.es.form;
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toContain(`${labels.phone}: ${formsCommon.es.fieldProblems.phone}`);
    expect(items).toContain(`${labels.caseDescription}: ${formsCommon.es.fieldProblems.blank}`);
    expect(items.some((item) => item?.startsWith("nope"))).toBe(false);
    expect(screen.getByText(formsCommon.es.refusedFieldsIntro)).toBeInTheDocument();
  });

  it("second probe, finding 1: a field named after an Object property is left out, not a crash", () => {
    const names = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
    for (const path of ["/request-failed", "/es/request-failed"]) {
      for (const name of names) {
        const fields = encodeURIComponent(`${name}:blank,${name},email:email`);
        const { unmount } = renderOnPage(
          <RequestResult outcome="failed" />,
          `${path}?form=contact&fields=${fields}`,
        );
        const items = screen.getAllByRole("listitem").map((item) => item.textContent ?? "");
        expect(
          items.filter((item) => item.includes(":")),
          name,
        ).toHaveLength(1);
        expect(items.some((item) => item.startsWith(name))).toBe(false);
        unmount();
      }
    }
  });
});
