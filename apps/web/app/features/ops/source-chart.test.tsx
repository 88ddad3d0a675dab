import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { SourceChart } from "./source-chart.tsx";

const figures = {
  perSource: [
    { channel: "ads" as const, name: "google", requests: 12, scheduled: 5, signed: 2 },
    { channel: "referral" as const, name: "calbar.ca.gov", requests: 4, scheduled: 1, signed: 1 },
    { channel: "direct" as const, name: "", requests: 3, scheduled: 0, signed: 0 },
  ],
  otherSources: { sources: 2, requests: 2, scheduled: 1, signed: 0 },
};

describe("requests per source", () => {
  it.each(["en", "es"] as const)(
    "draws each source's requests, scheduled and signed, with a table whose names open the inbox (%s)",
    (locale) => {
      const words = opsConsole[locale].figures.perSource;
      renderOnPage(<SourceChart figures={figures} />, locale === "es" ? "/es/ops/figures" : "/ops/figures");
      const figure = screen.getByRole("figure", { name: words.title });
      const image = within(figure).getByRole("img", { name: words.title });
      // A bar for each measure of each source, and the legend's three marks.
      expect(image.querySelectorAll("rect")).toHaveLength(3 * 3 + 3);
      const table = within(figure).getByRole("table", { name: words.title, hidden: true });
      const rows = within(table).getAllByRole("row", { hidden: true });
      expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
        [words.source, words.requests, words.scheduled, words.signed],
        [locale === "en" ? "Google Ads" : "Anuncios de Google", "12", "5", "2"],
        [locale === "en" ? "Referral from calbar.ca.gov" : "Enlace desde calbar.ca.gov", "4", "1", "1"],
        [locale === "en" ? "Direct (typed or bookmarked)" : "Directo (escrito o marcador)", "3", "0", "0"],
        [words.otherMany.replace("{count}", "2"), "2", "1", "0"],
      ]);
      const link = within(table).getByRole("link", { name: /calbar/, hidden: true });
      expect(link.getAttribute("href")).toBe("/ops?source=referral&sourceName=calbar.ca.gov");
    },
  );

  it("says so when no request arrived", () => {
    renderOnPage(
      <SourceChart
        figures={{ perSource: [], otherSources: { sources: 0, requests: 0, scheduled: 0, signed: 0 } }}
      />,
      "/ops/figures",
    );
    expect(screen.getByText(opsConsole.en.figures.perSource.empty)).toBeTruthy();
  });
});
