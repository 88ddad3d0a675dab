import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { firm } from "@firm/content/firm";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { CallCard } from "./call-card.tsx";

const copy = opsConsole.en;
const createdAt = "2026-11-28T12:32:00.000Z";
const consultation = {
  type: "consultation",
  name: "Ana Ruiz",
  phone: "(714) 555-0199 ext. 12",
  phoneE164: "+17145550199",
  phoneExtension: "12",
  alternatePhone: "",
  email: "ana@example.com",
  urgency: "urgent",
  preferredContactMethod: "phone",
  preferredContactTime: "morning",
  locale: "es",
  caseType: "accident-injuries",
  caseDescription: "Me chocaron en la 91.",
  createdAt,
  dueAt: "2026-11-28T16:32:00.000Z",
  firstResponseAt: null,
  status: "new",
  sourceChannel: "referral",
  sourceName: "calbar.ca.gov",
  landingPage: "/es",
};

const card = () => screen.getByRole("region", { name: copy.call.title });

describe("the call card at the top of a request's page", () => {
  it("links the phone in international form with its extension, and e-mail with a subject in the visitor's language", () => {
    renderOnPage(<CallCard record={consultation} now={Date.parse(createdAt)} />, "/ops");
    expect(within(card()).getByRole("link", { name: "+1 714 555 0199 ext. 12" })).toHaveAttribute(
      "href",
      "tel:+17145550199;ext=12",
    );
    expect(within(card()).getByRole("link", { name: "ana@example.com" })).toHaveAttribute(
      "href",
      `mailto:ana@example.com?subject=${encodeURIComponent(`Su solicitud a ${firm.name}`)}`,
    );
    expect(card()).toHaveTextContent("Referral from calbar.ca.gov, landed on /es");
    expect(card()).toHaveTextContent("Phone · Morning (9 a.m. – 12 p.m.)");
    expect(card()).toHaveTextContent(/Nov 28, 2026, 4:32 AM PST/);
    expect(card()).toHaveTextContent("Me chocaron en la 91.");
  });

  it("keeps an address's query characters out of the link's query, and links a number it could not read as typed", () => {
    const record = { ...consultation, email: "a?cc=x@example.com", phoneE164: null, phoneExtension: null };
    renderOnPage(<CallCard record={record} now={Date.parse(createdAt)} />, "/ops");
    expect(within(card()).getByRole("link", { name: "a?cc=x@example.com" }).getAttribute("href")).toMatch(
      /^mailto:a%3Fcc=x@example\.com\?subject=/,
    );
    expect(within(card()).getByRole("link", { name: consultation.phone })).toHaveAttribute(
      "href",
      "tel:714555019912",
    );
  });

  it("shows a contact message's own fields only: no urgency nor preferred contact", () => {
    const contact = {
      type: "contact",
      name: "Rosa",
      phone: "",
      email: "rosa@example.com",
      locale: "en",
      caseType: null,
      message: "Please call me",
      createdAt,
      sourceChannel: "unknown",
      sourceName: "",
    };
    renderOnPage(<CallCard record={contact} now={Date.parse(createdAt)} />, "/ops");
    expect(card()).not.toHaveTextContent(copy.fields.urgency);
    expect(card()).not.toHaveTextContent(copy.fields.preferredContactMethod);
    expect(card()).toHaveTextContent(`${copy.fields.phone}${copy.record.notGiven}`);
    expect(card()).toHaveTextContent(copy.source.unknown);
    expect(card()).toHaveTextContent("Please call me");
  });
});
