import { emptySource } from "@firm/intake/source";
import { afterEach, describe, expect, it, vi } from "vitest";
import { visitSourceKey } from "./storage-keys.ts";
import { keepVisitSource, visitSource } from "./visit-source.ts";

const origin = window.location.origin;

/** A page view: the address (same origin, as a link would bring it) and the referrer it came with. */
function view(path: string, referrer = "") {
  window.history.replaceState(null, "", path);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  keepVisitSource();
}

const fromGoogleAds = {
  ...emptySource,
  landingPage: "/es/services/motorcycle-injuries",
  referrerHost: "www.google.com",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "motorcycle-la",
  adClick: true,
};

describe("the visit's source, kept in the tab's session storage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("is set where the visit starts and kept through the pages it browses", () => {
    view(
      "/es/services/motorcycle-injuries?utm_source=google&utm_medium=cpc&utm_campaign=motorcycle-la&gclid=abc",
      "https://www.google.com/",
    );
    view("/es/about", `${origin}/es/services/motorcycle-injuries?utm_source=google`);
    view("/es/consultation", `${origin}/es/about`);
    expect(visitSource()).toEqual(fromGoogleAds);
    expect(sessionStorage.getItem(visitSourceKey)).not.toContain("abc");
    expect(document.cookie).toBe("");
  });

  it("keeps a campaign when the visitor types an address, and starts anew at another site's link", () => {
    view("/?utm_source=ktla&utm_medium=tv", "");
    view("/contact", "");
    expect(visitSource()).toMatchObject({ landingPage: "/", utmSource: "ktla" });
    view("/about", "https://www.calbar.ca.gov/lawyers");
    expect(visitSource()).toEqual({
      ...emptySource,
      landingPage: "/about",
      referrerHost: "www.calbar.ca.gov",
    });
  });

  it("sends this page's own source without storage, and nothing known for a step it never saw start", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    view("/services?utm_source=newsletter", `${origin}/`);
    expect(visitSource()).toMatchObject({ landingPage: "/services", utmSource: "newsletter" });
    view("/contact", `${origin}/services`);
    expect(visitSource()).toEqual(emptySource);
  });

  it("ignores a stored value that is not a source", () => {
    sessionStorage.setItem(visitSourceKey, '{"landingPage":3}');
    window.history.replaceState(null, "", "/contact");
    vi.spyOn(document, "referrer", "get").mockReturnValue("");
    expect(visitSource()).toEqual({ ...emptySource, landingPage: "/contact" });
    sessionStorage.setItem(visitSourceKey, "not json");
    expect(visitSource()).toEqual({ ...emptySource, landingPage: "/contact" });
  });
});
