// @vitest-environment node
import { makesFeeClaim } from "@firm/content/fee-claims";
import { firm } from "@firm/content/firm";
import { locales } from "@firm/content/locale";
import { describe, expect, it } from "vitest";
import { practicePages, practiceSlugFromPath } from "./practice-pages.ts";

describe("practiceSlugFromPath", () => {
  it.each([
    ["/services/elder-abuse", "elder-abuse"],
    ["/es/services/dog-bite-victims", "dog-bite-victims"],
    ["/services/wrongful-death/", "wrongful-death"],
  ] as const)("%s is %s", (path, slug) => {
    expect(practiceSlugFromPath(path)).toBe(slug);
  });

  it.each(["/services", "/services/unknown", "/about", "/es/services/elder-abuse/more"])(
    "%s is none",
    (path) => {
      expect(practiceSlugFromPath(path)).toBeUndefined();
    },
  );
});

describe("the practice pages' fee claims", () => {
  const withNoFeeReason = (slug: (typeof firm.practiceSlugs)[number]) =>
    locales.map((locale) => practicePages[slug][locale].reasons.items.some(makesFeeClaim));

  it("are found in both languages or in neither, so the costs disclosure shows in both", () => {
    for (const slug of firm.practiceSlugs) {
      const [english, spanish] = withNoFeeReason(slug);
      expect(spanish, slug).toBe(english);
    }
  });

  it("are never made for business litigation, which offers a consultation but no free one", () => {
    expect(withNoFeeReason("business-litigation")).toEqual([false, false]);
    expect(withNoFeeReason("catastrophic-injury")).toEqual([true, true]);
  });

  it("are declared by the copy, not read from its wording", () => {
    expect(makesFeeClaim({ title: "No Fee Unless We Win", description: "Nothing upfront." })).toBe(false);
    expect(makesFeeClaim({ title: "Free Consultation", feeClaim: true })).toBe(true);
  });
});
