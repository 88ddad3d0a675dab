import { describe, expect, it } from "vitest";
import { emptySource, type VisitSource } from "./source.ts";
import { classifySource, sourceName } from "./source-channel.ts";

const landed = (source: Partial<VisitSource>): VisitSource => ({
  ...emptySource,
  landingPage: "/",
  ...source,
});

describe("how a visit reached the site (classifySource)", () => {
  it.each([
    ["an ad click", landed({ adClick: true, referrerHost: "www.google.com" }), "ads", "google"],
    ["a paid medium", landed({ utmSource: "Google", utmMedium: "cpc" }), "ads", "google"],
    ["a paid social medium", landed({ utmSource: "fb", utmMedium: "paid-social" }), "ads", "facebook"],
    ["a campaign link", landed({ utmSource: "KTLA-TV", utmMedium: "tv" }), "campaign", "ktla-tv"],
    [
      "a campaign without a source",
      landed({ utmCampaign: "fall", referrerHost: "mail.example.org" }),
      "campaign",
      "mail.example.org",
    ],
    ["a search engine", landed({ referrerHost: "www.google.com.mx" }), "search", "google"],
    [
      "the Google app",
      landed({ referrerHost: "com.google.android.googlequicksearchbox" }),
      "search",
      "google",
    ],
    ["a social network", landed({ referrerHost: "l.facebook.com" }), "social", "facebook"],
    ["a short link", landed({ referrerHost: "t.co" }), "social", "x"],
    ["another site", landed({ referrerHost: "www.calbar.ca.gov" }), "referral", "calbar.ca.gov"],
    ["no referrer", landed({}), "direct", ""],
    ["a post without JavaScript", { ...emptySource, referrerHost: "www.google.com" }, "unknown", ""],
  ])("%s", (_, source, channel, name) => {
    expect(classifySource(source)).toEqual({ channel, name });
  });

  it("names a source the same however it is written", () => {
    expect(["google", "Google ", "www.google.com", "google.es"].map(sourceName)).toEqual([
      "google",
      "google",
      "google",
      "google",
    ]);
    expect(sourceName("constructor")).toBe("constructor");
    expect(sourceName("www.CalBar.ca.gov")).toBe("calbar.ca.gov");
  });
});
