import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { caseTypeLabels } from "@firm/content/enums/case-type";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { CaseTypeChart, DayChart, ResponseChart } from "./figure-charts.tsx";
import { formatDuration } from "./figures-format.ts";

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    day: new Date(Date.UTC(2026, 9, 22 + index)).toISOString().slice(0, 10),
    count: index % 4,
  }));

/** The chart's figure, by its caption: an SVG image of the same name and the table of the same numbers. */
function chart(name: string) {
  const figure = screen.getByRole("figure", { name });
  const image = within(figure).getByRole("img", { name });
  const table = within(figure).getByRole("table", { name, hidden: true });
  const rows = within(table)
    .getAllByRole("row", { hidden: true })
    .slice(1)
    .map((row) => row.textContent);
  return { figure, image, rows };
}

describe("the figures' charts", () => {
  it("draws requests per day as an SVG line named by its caption, with a row per day in its table", () => {
    const en = opsConsole.en.figures;
    renderOnPage(<DayChart perDay={days(30)} />, "/ops/figures");
    const { image, rows } = chart(en.perDay.title);
    expect(image.tagName.toLowerCase()).toBe("svg");
    expect(image.querySelectorAll("path")).toHaveLength(2);
    expect(image.querySelectorAll("circle")).toHaveLength(30);
    expect(image.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(`43 ${en.requestsInPeriod}`)).toBeTruthy();
    expect(rows).toHaveLength(30);
    expect(rows[0]).toBe("Thu, Oct 22, 20260");
    expect(rows[10]).toBe("Sun, Nov 1, 20262");
    expect(screen.getByText(en.showTable).tagName.toLowerCase()).toBe("summary");
  });

  it("draws 90 days without a dot per day, in Spanish", () => {
    renderOnPage(<DayChart perDay={days(90)} />, "/es/ops/figures");
    const { image, rows } = chart(opsConsole.es.figures.perDay.title);
    expect(image.querySelectorAll("circle")).toHaveLength(0);
    expect(rows).toHaveLength(90);
    expect(rows[10]).toBe("dom, 1 de nov de 20262");
  });

  it("draws one bar per case type, longest for the most requests, labelled in the page's language", () => {
    const es = opsConsole.es.figures;
    const perCaseType = [
      { caseType: "wrongful-death", count: 4 },
      { caseType: "other", count: 2 },
      { caseType: "", count: 1 },
    ];
    renderOnPage(<CaseTypeChart perCaseType={perCaseType} />, "/es/ops/figures");
    const { image, rows } = chart(es.perCaseType.title);
    const widths = [...image.querySelectorAll("rect")].map((bar) => Number(bar.getAttribute("width")));
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeGreaterThan(widths[1] ?? 0);
    expect(widths[1]).toBeCloseTo((widths[0] ?? 0) / 2);
    expect(rows).toEqual([
      `${caseTypeLabels.es["wrongful-death"]}4`,
      `${caseTypeLabels.es.other}2`,
      `${es.perCaseType.none}1`,
    ]);
    expect(within(image).getByText(caseTypeLabels.es["wrongful-death"])).toBeTruthy();
  });

  it("says when no request arrived", () => {
    renderOnPage(<CaseTypeChart perCaseType={[]} />, "/ops/figures");
    expect(screen.getByText(opsConsole.en.figures.perCaseType.empty)).toBeTruthy();
    expect(chart(opsConsole.en.figures.perCaseType.title).rows).toEqual([]);
  });

  it("draws the median and 90th percentile of the first response in hours and minutes", () => {
    const en = opsConsole.en.figures;
    renderOnPage(
      <ResponseChart firstResponse={{ answered: 6, medianSeconds: 3.5 * 3600, p90Seconds: 65 * 3600 }} />,
      "/ops/figures",
    );
    const { image, rows } = chart(en.firstResponse.title);
    expect(rows).toEqual([`${en.firstResponse.median}3 h 30 min`, `${en.firstResponse.p90}65 h`]);
    const [median, p90] = [...image.querySelectorAll("rect")].map((bar) => Number(bar.getAttribute("width")));
    expect((median ?? 0) / (p90 ?? 1)).toBeCloseTo(3.5 / 65);
    expect(screen.getByText(`6 ${en.firstResponse.answered}`)).toBeTruthy();
  });

  it("writes one request in the singular", () => {
    renderOnPage(
      <ResponseChart firstResponse={{ answered: 1, medianSeconds: 3600, p90Seconds: 3600 }} />,
      "/ops",
    );
    expect(screen.getByText(`1 ${opsConsole.en.figures.firstResponse.answeredOne}`)).toBeTruthy();
  });

  it("says when nothing was answered", () => {
    const es = opsConsole.es.figures;
    renderOnPage(
      <ResponseChart firstResponse={{ answered: 0, medianSeconds: null, p90Seconds: null }} />,
      "/es/ops/figures",
    );
    expect(screen.getByText(es.firstResponse.none)).toBeTruthy();
    expect(chart(es.firstResponse.title).rows).toEqual([
      `${es.firstResponse.median}–`,
      `${es.firstResponse.p90}–`,
    ]);
  });

  it("writes durations as hours and minutes", () => {
    const units = { hours: "h", minutes: "min" };
    expect(formatDuration(45 * 60, units)).toBe("45 min");
    expect(formatDuration(2 * 3600, units)).toBe("2 h");
    expect(formatDuration(2 * 3600 + 61, units)).toBe("2 h 1 min");
  });
});
