import { compliance } from "@firm/content/dictionaries/compliance";
import { practiceCommon } from "@firm/content/dictionaries/practice/practice-common";
import { firm } from "@firm/content/firm";
import { withSiteValues } from "@firm/content/site-values";
import { cleanup, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { PracticePage } from "./practice-page.tsx";
import { practicePages } from "./practice-pages.ts";

// jsdom has no matchMedia; the hero asks it whether motion is reduced.
beforeEach(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

describe("PracticePage", () => {
  it("shows a Spanish page with its calls to action and the costs disclosure by the no-fee reason", () => {
    const copy = practicePages["catastrophic-injury"].es;
    renderOnPage(<PracticePage slug="catastrophic-injury" copy={copy} />, "/es/services/catastrophic-injury");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      withSiteValues(copy.hero.title, "es"),
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const call = withSiteValues(practiceCommon.es.callNowAriaLabel, "es");
    expect(screen.getByRole("link", { name: call })).toHaveAttribute("href", firm.phones.tollFree.href);
    expect(screen.getByRole("link", { name: practiceCommon.es.sendMessage })).toHaveAttribute(
      "href",
      "/es/contact",
    );
    for (const link of screen.getAllByRole("link", { name: copy.cta.button })) {
      expect(link).toHaveAttribute("href", "/es/consultation");
    }
    const note = screen.getByText(compliance.es.costsDisclosure);
    const noFee = screen.getByRole("heading", { name: "Sin honorarios si no ganamos" }).closest("li");
    expect(noFee).toHaveAttribute("aria-describedby", note.id);
    expect(screen.queryByText(/\{\w+\}/)).toBeNull();
  });

  it("opens with its own decorative picture: the phone crop on small screens, else the wide one", () => {
    const { container } = renderOnPage(
      <PracticePage slug="dog-bite-victims" copy={practicePages["dog-bite-victims"].en} />,
      "/services/dog-bite-victims",
    );
    const hero = container.querySelector("section[data-media=image]");
    const sources = [...(hero?.querySelectorAll("picture > source") ?? [])];
    expect(sources.map((source) => [source.getAttribute("media"), source.getAttribute("type")])).toEqual([
      ["(max-width: 40rem)", "image/avif"],
      ["(max-width: 40rem)", "image/webp"],
      ["(max-width: 40rem)", "image/jpeg"],
      [null, "image/avif"],
      [null, "image/webp"],
      [null, "image/jpeg"],
    ]);
    expect(sources[0]?.getAttribute("srcset")).toContain("/media/practice-dog-bite-victims-phone-480w.avif");
    expect(sources[3]?.getAttribute("srcset")).toContain("/media/practice-dog-bite-victims-wide-1920w.avif");
    const img = hero?.querySelector("picture > img");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("src", "/media/practice-dog-bite-victims-wide-1280w.jpg");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("offers business litigation a consultation, with no fee claim and no costs disclosure", () => {
    const copy = practicePages["business-litigation"].en;
    renderOnPage(<PracticePage slug="business-litigation" copy={copy} />, "/services/business-litigation");
    expect(copy.cta.button).toBe("Schedule a Consultation");
    expect(screen.getAllByRole("link", { name: "Schedule a Consultation" })[0]).toHaveAttribute(
      "href",
      "/consultation",
    );
    expect(screen.queryByText(compliance.en.costsDisclosure)).toBeNull();
  });

  it("renders numbered sections as ordered steps and a three-item section as an ordered issue list", () => {
    const copy = practicePages["civil-litigation"].en;
    renderOnPage(<PracticePage slug="civil-litigation" copy={copy} />, "/services/civil-litigation");
    const steps = screen.getByRole("region", { name: "Our Four-Step Process" });
    expect(steps.querySelectorAll("ol > li")).toHaveLength(4);
    const medical = practicePages["medical-malpractice"].en;
    cleanup();
    renderOnPage(<PracticePage slug="medical-malpractice" copy={medical} />, "/services/medical-malpractice");
    const issues = screen.getByRole("region", { name: "The Three Questions Every Case Must Answer" });
    expect(issues.querySelectorAll("ol > li")).toHaveLength(3);
  });
});
