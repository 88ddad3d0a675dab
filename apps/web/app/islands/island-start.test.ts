import { afterEach, describe, expect, it, vi } from "vitest";
import { isIslandStart, visibleMargin, whenIslandWanted } from "./island-start.ts";

function page() {
  document.body.innerHTML = `
    <button id="outside">Outside</button>
    <div id="host" style="display: contents"><section><button id="inside">Inside</button></section></div>`;
  const host = document.getElementById("host") as HTMLElement;
  const inside = document.getElementById("inside") as HTMLElement;
  const outside = document.getElementById("outside") as HTMLElement;
  return { host, inside, outside };
}

type Observed = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
};

/** jsdom has no IntersectionObserver: a stand-in that records what is observed and can report. */
function observeIntersections() {
  const observers: Observed[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      record: Observed;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        this.record.targets = [];
      }
    },
  );
  const report = (isIntersecting: boolean) => {
    for (const observer of observers) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  };
  return { observers, report };
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("whenIslandWanted", () => {
  it("starts a load island at once", () => {
    const begin = vi.fn();
    whenIslandWanted(page().host, "load", begin);
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it("starts an interaction island when the visitor reaches for it, once", () => {
    const { host, inside, outside } = page();
    const begin = vi.fn();
    whenIslandWanted(host, "interaction", begin);
    outside.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    outside.focus();
    expect(begin).not.toHaveBeenCalled();
    inside.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    inside.click();
    inside.focus();
    expect(begin).toHaveBeenCalledTimes(1);
  });

  for (const type of ["pointerdown", "touchstart", "keydown", "wheel", "scroll"]) {
    it(`starts an interaction island at the visitor's first ${type} anywhere on the page`, () => {
      const { host, outside } = page();
      const begin = vi.fn();
      whenIslandWanted(host, "interaction", begin);
      outside.dispatchEvent(new Event(type, { bubbles: true }));
      outside.dispatchEvent(new Event(type, { bubbles: true }));
      expect(begin).toHaveBeenCalledTimes(1);
    });
  }

  it("does not start a visible island at an input elsewhere on the page", () => {
    observeIntersections();
    const { host, outside } = page();
    const begin = vi.fn();
    whenIslandWanted(host, "visible", begin);
    outside.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    outside.dispatchEvent(new Event("scroll", { bubbles: true }));
    expect(begin).not.toHaveBeenCalled();
  });

  for (const type of ["focusin", "keydown", "click", "touchstart", "mousedown"]) {
    it(`starts an interaction island on ${type}`, () => {
      const { host, inside } = page();
      const begin = vi.fn();
      whenIslandWanted(host, "interaction", begin);
      inside.dispatchEvent(new Event(type, { bubbles: true }));
      expect(begin).toHaveBeenCalledTimes(1);
    });
  }

  it("starts at once when focus is already inside (the visitor tabbed in before the script ran)", () => {
    const { host, inside } = page();
    inside.focus();
    const begin = vi.fn();
    whenIslandWanted(host, "interaction", begin);
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it("starts a visible island when its content comes within a screen of the viewport, or on interaction", () => {
    const { observers, report } = observeIntersections();
    const { host, inside } = page();
    const begin = vi.fn();
    whenIslandWanted(host, "visible", begin);
    expect(observers[0]?.options?.rootMargin).toBe(visibleMargin);
    expect(observers[0]?.targets.map((target) => target.tagName)).toEqual(["SECTION"]);
    report(false);
    expect(begin).not.toHaveBeenCalled();
    report(true);
    expect(begin).toHaveBeenCalledTimes(1);
    inside.click();
    expect(begin).toHaveBeenCalledTimes(1);

    const second = page();
    const beginSecond = vi.fn();
    whenIslandWanted(second.host, "visible", beginSecond);
    second.inside.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(beginSecond).toHaveBeenCalledTimes(1);
  });

  it("stops waiting when asked", () => {
    const { host, inside } = page();
    const begin = vi.fn();
    whenIslandWanted(host, "interaction", begin)();
    inside.click();
    expect(begin).not.toHaveBeenCalled();
  });

  it("knows its starts", () => {
    expect(["load", "visible", "interaction"].every(isIslandStart)).toBe(true);
    expect(isIslandStart("idle")).toBe(false);
  });
});
