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

  it("gives every card its own 4:3 picture, decorative, fetched lazily and sized so nothing shifts", () => {
    const { container } = renderOnPage(<ServiceGrid />, "/");
    const pictures = [...container.querySelectorAll("article picture > img")];
    expect(pictures).toHaveLength(16);
    expect(new Set(pictures.map((img) => img.getAttribute("src"))).size).toBe(16);
    for (const [index, img] of pictures.entries()) {
      const slug = firm.practiceSlugs[index];
      expect(img).toHaveAttribute("src", `/media/practice-${slug}-card-960w.jpg`);
      expect(img).toHaveAttribute("alt", "");
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAttribute("width", "1200");
      expect(img).toHaveAttribute("height", "900");
      const types = [...(img.parentElement?.querySelectorAll("source") ?? [])].map((source) => source.type);
      expect(types).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    }
  });
});
