import { serviceCards } from "@firm/content/dictionaries/service-cards";
import { firm } from "@firm/content/firm";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { ServiceGrid } from "./service-grid.tsx";

describe("ServiceGrid", () => {
  it.each([
    ["en", "/", ""],
    ["es", "/es", "/es"],
  ] as const)("links each of the 16 practice pages in %s", (locale, path, prefix) => {
    renderOnPage(<ServiceGrid />, path);
    const copy = serviceCards[locale];
    expect(screen.getAllByRole("listitem")).toHaveLength(16);
    for (const slug of firm.practiceSlugs) {
      const title = copy.cards[slug].title;
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
      expect(
        screen.getByRole("link", {
          name: `${copy.learnMore} ${copy.learnMoreContext} ${title}`,
        }),
      ).toHaveAttribute("href", `${prefix}/services/${slug}`);
    }
  });
});
