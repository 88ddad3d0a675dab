import { contactPage } from "@firm/content/dictionaries/contact-page";
import { firm } from "@firm/content/firm";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderOnPage } from "../../tests/unit/render-on-page.tsx";
import Contact from "./contact.tsx";

/** The page as its route renders it. */
const ContactPage = () => <Contact />;

// The hero asks whether the visitor prefers reduced motion; jsdom has no matchMedia.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

const copy = contactPage.es;

describe("Contact page", () => {
  it("has one h1, a call link, a link to the consultation and the contact details", () => {
    renderOnPage(<ContactPage />, "/es/contact");
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      copy.hero.title,
    ]);
    expect(screen.getByRole("link", { name: copy.hero.consultation })).toHaveAttribute(
      "href",
      "/es/consultation",
    );
    expect(screen.getByRole("link", { name: new RegExp(copy.hero.callNow) })).toHaveAttribute(
      "href",
      firm.phones.tollFree.href,
    );
    expect(screen.getByRole("link", { name: firm.phones.office.display })).toHaveAttribute(
      "href",
      firm.phones.office.href,
    );
    expect(screen.getByRole("link", { name: firm.email })).toHaveAttribute("href", `mailto:${firm.email}`);
    expect(
      screen.getAllByRole("listitem").filter((item) => copy.info.whyPoints.includes(item.textContent ?? "")),
    ).toHaveLength(5);
  });

  it("loads the map only when asked, and links to directions for the office", () => {
    const { container } = renderOnPage(<ContactPage />, "/es/contact");
    expect(container.querySelector("iframe")).toBeNull();
    const directions = screen.getByRole("link", { name: copy.location.getDirections });
    expect(directions.getAttribute("href")).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("1400 N. Harbor Blvd., Suite 250, Fullerton, CA 92835")}`,
    );
    fireEvent.click(screen.getByRole("button", { name: copy.location.map.button }));
    const map = screen.getByTitle(copy.location.map.title);
    expect(map.getAttribute("src")).toMatch(
      /^https:\/\/www\.google\.com\/maps\?q=1400%20N\.%20Harbor.*output=embed$/,
    );
  });
});
