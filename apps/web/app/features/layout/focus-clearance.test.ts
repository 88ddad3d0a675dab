import { describe, expect, it } from "vitest";
import { keepFocusInsideScrollPadding, scrollNeeded } from "./focus-clearance.ts";

describe("scrollNeeded", () => {
  it("scrolls down just enough to lift a field out of the bottom padding", () => {
    expect(scrollNeeded({ top: 356, bottom: 574 }, 180, 532)).toBe(42);
  });
  it("scrolls up just enough to bring a field out from under the header", () => {
    expect(scrollNeeded({ top: 150.5, bottom: 200 }, 180, 532)).toBe(-30);
  });
  it("leaves a field inside the band, or one taller than the band, where it is", () => {
    expect(scrollNeeded({ top: 200, bottom: 500 }, 180, 532)).toBe(0);
    expect(scrollNeeded({ top: 100, bottom: 700 }, 180, 532)).toBe(0);
  });
});

describe("keepFocusInsideScrollPadding", () => {
  it("scrolls on focus while it runs, and no longer once stopped", () => {
    document.documentElement.style.scrollPaddingBottom = "100px";
    const field = document.body.appendChild(document.createElement("input"));
    field.getBoundingClientRect = () => DOMRect.fromRect({ y: window.innerHeight - 120, height: 40 });
    const scrolled: number[] = [];
    window.scrollBy = ((options: ScrollToOptions) =>
      scrolled.push(options.top ?? 0)) as typeof window.scrollBy;
    const stop = keepFocusInsideScrollPadding(document);
    field.focus();
    stop();
    field.blur();
    field.focus();
    expect(scrolled).toEqual([20]);
  });

  it("leaves the page where it is for an element in a fixed or sticky box", () => {
    document.documentElement.style.scrollPaddingBottom = "100px";
    const scrolled: number[] = [];
    window.scrollBy = ((options: ScrollToOptions) =>
      scrolled.push(options.top ?? 0)) as typeof window.scrollBy;
    const stop = keepFocusInsideScrollPadding(document);
    for (const position of ["fixed", "sticky"]) {
      const box = document.body.appendChild(document.createElement("div"));
      box.style.position = position;
      const button = box.appendChild(document.createElement("button"));
      button.getBoundingClientRect = () => DOMRect.fromRect({ y: window.innerHeight - 60, height: 40 });
      button.focus();
    }
    stop();
    expect(scrolled).toEqual([]);
  });

  it("takes an element in the sticky bar back to where the page was when focus left, before any scroll event", () => {
    const stop = keepFocusInsideScrollPadding(document);
    const bar = document.body.appendChild(document.createElement("header"));
    bar.style.position = "sticky";
    const [first, second] = [
      bar.appendChild(document.createElement("a")),
      bar.appendChild(document.createElement("a")),
    ];
    for (const link of [first, second]) {
      link.href = "#";
      link.getBoundingClientRect = () => DOMRect.fromRect({ y: 10, height: 30 });
    }
    const scrolledTo: (number | undefined)[] = [];
    window.scrollTo = ((options: ScrollToOptions) => scrolledTo.push(options.top)) as typeof window.scrollTo;
    first.focus();
    // A script scrolled to 1200, and the browser's focus scroll moved the page to 709, with no scroll event between.
    Object.defineProperty(window, "scrollY", { configurable: true, value: 1200 });
    second.addEventListener("focus", () =>
      Object.defineProperty(window, "scrollY", { configurable: true, value: 709 }),
    );
    second.focus();
    stop();
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
    expect(scrolledTo).toEqual([1200]);
  });
});
