// @vitest-environment node
import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { describe, expect, it } from "vitest";
import { cameFrom } from "./source-words.ts";

const en = (record: Record<string, string>) => cameFrom(record, "en", opsConsole.en);

describe("where a request came from, in plain words", () => {
  it("names an ad's network, its campaign and the page it landed on", () => {
    const record = {
      sourceChannel: "ads",
      sourceName: "google",
      utmCampaign: "motorcycle-la",
      landingPage: "/es/services/motorcycle-injuries",
    };
    expect(en(record)).toBe("Google Ads, campaign motorcycle-la, landed on /es/services/motorcycle-injuries");
    expect(cameFrom(record, "es", opsConsole.es)).toBe(
      "Anuncios de Google, campaña motorcycle-la, llegó a /es/services/motorcycle-injuries",
    );
  });

  it("says a referral's site, a direct visit, and what is not known", () => {
    expect(en({ sourceChannel: "referral", sourceName: "calbar.ca.gov", landingPage: "/about" })).toBe(
      "Referral from calbar.ca.gov, landed on /about",
    );
    expect(en({ sourceChannel: "direct", sourceName: "", landingPage: "/" })).toBe(
      "Direct (typed the address or used a bookmark), landed on /",
    );
    expect(en({ sourceChannel: "unknown", sourceName: "", landingPage: "" })).toBe(
      "Not known (sent without JavaScript, or before sources were kept)",
    );
    expect(en({ sourceChannel: "campaign", sourceName: "ktla-tv", landingPage: "/" })).toBe(
      "Campaign link from ktla-tv, landed on /",
    );
  });
});
