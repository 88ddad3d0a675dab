import fc from "fast-check";
import Type from "typebox";
import { Compile } from "typebox/compile";
import { describe, expect, it } from "vitest";
import { sourceFields } from "./schema.ts";
import { arrivalSource, emptySource, sourceLimits, sourceOfBody } from "./source.ts";

const site = "https://www.example-firm.com";
const body = Compile(Type.Object(sourceFields, { additionalProperties: false }));

describe("a visit's source, read where it starts (arrivalSource)", () => {
  it("keeps the landing page, the referrer's host only, the utm_* parameters and whether an ad click came", () => {
    const source = arrivalSource(
      `${site}/es/services/motorcycle-injuries?utm_source=Google&utm_medium=cpc&utm_campaign=motorcycle-la&utm_term=abogado%20moto&utm_content=ad-2&gclid=Cj0KCQ-secret&name=Ana`,
      "https://www.google.com/search?q=abogado+accidente+moto+ana+ruiz",
    );
    expect(source).toEqual({
      landingPage: "/es/services/motorcycle-injuries",
      referrerHost: "www.google.com",
      utmSource: "Google",
      utmMedium: "cpc",
      utmCampaign: "motorcycle-la",
      utmTerm: "abogado moto",
      utmContent: "ad-2",
      adClick: true,
    });
    expect(JSON.stringify(source)).not.toMatch(/secret|search\?|ana|name/i);
  });

  it("starts a visit at another site's link or with no referrer, and not at a step within the site", () => {
    expect(arrivalSource(`${site}/about`, "https://www.calbar.ca.gov/Public/LawyerSearch?id=1")).toEqual({
      ...emptySource,
      landingPage: "/about",
      referrerHost: "www.calbar.ca.gov",
    });
    expect(arrivalSource(`${site}/contact`, "")).toEqual({ ...emptySource, landingPage: "/contact" });
    expect(arrivalSource(`${site}/contact`, `${site}/about`)).toBeNull();
    // A campaign link on the site's own page (a newsletter archive, say) still starts one.
    expect(arrivalSource(`${site}/?utm_source=newsletter`, `${site}/about`)).toMatchObject({
      utmSource: "newsletter",
      referrerHost: "",
    });
  });

  it("never fails on a referrer it cannot read, nor on any parameter's value", () => {
    expect(arrivalSource(`${site}/`, "not a url")).toEqual({ ...emptySource, landingPage: "/" });
    expect(arrivalSource(`${site}/`, "http://[::1]:8080/")?.referrerHost).toBe("");
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 600 }),
        fc.string({ unit: "grapheme", maxLength: 300 }),
        fc.oneof(
          fc.constantFrom(
            "",
            `${site}/about`,
            "https://www.google.com/",
            "android-app://com.google.android.gm/",
          ),
          fc.string({ unit: "binary", maxLength: 80 }).map((host) => `https://${host}/path?q=1`),
        ),
        (value, path, referrer) => {
          const url = new URL(site);
          url.pathname = `/${path}`;
          for (const name of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
            url.searchParams.set(name, value);
          const source = arrivalSource(url.href, referrer);
          // Only a step within the site starts no visit; anything else gives fields the API accepts.
          return source === null ? referrer.startsWith(site) : body.Check(source);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("cuts a long value to its field's length", () => {
    const long = "é".repeat(500);
    const source = arrivalSource(`${site}/${"a".repeat(300)}?utm_campaign=${long}`, "");
    expect([...(source?.utmCampaign ?? "")]).toHaveLength(sourceLimits.utm);
    expect(source?.landingPage).toHaveLength(sourceLimits.landingPage);
  });
});

describe("a source as the API received it (sourceOfBody)", () => {
  it("reads a JSON post and a form post alike, missing fields empty", () => {
    expect(sourceOfBody({ landingPage: "/", adClick: true })).toEqual({
      ...emptySource,
      landingPage: "/",
      adClick: true,
    });
    expect(sourceOfBody({ adClick: "true", utmSource: "tv" })).toMatchObject({
      adClick: true,
      utmSource: "tv",
    });
    expect(sourceOfBody({})).toEqual(emptySource);
  });

  it("refuses what no field holds: a full referrer address, a control character, a long value", () => {
    expect(body.Check({ referrerHost: "https://www.google.com/search?q=x" })).toBe(false);
    expect(body.Check({ utmCampaign: "a\u0000b" })).toBe(false);
    expect(body.Check({ utmTerm: "x".repeat(sourceLimits.utm + 1) })).toBe(false);
    expect(body.Check({ landingPage: "es/contact" })).toBe(false);
    expect(body.Check({ adClick: "gclid-value" })).toBe(false);
  });
});
