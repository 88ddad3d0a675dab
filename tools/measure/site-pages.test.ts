import { describe, expect, it } from "vitest";
import { selectPages, sitePages } from "./site-pages.ts";

describe("selectPages", () => {
  const pages = ["/", "/es", "/services/dog-bite-victims", "/es/services/dog-bite-victims"];

  it("takes every page when no filter is given", () => {
    expect(selectPages({}, pages)).toEqual(pages);
    expect(selectPages({})).toEqual(sitePages);
  });

  it("narrows by a substring and by a list of paths, both at once", () => {
    expect(selectPages({ pages: "dog" }, pages)).toEqual(pages.slice(2));
    expect(selectPages({ only: "/es,/" }, pages)).toEqual(["/", "/es"]);
    expect(selectPages({ pages: "/es", only: "/es,/" }, pages)).toEqual(["/es"]);
  });

  it("refuses a listed path that is not a page, and filters that leave nothing", () => {
    expect(() => selectPages({ only: "/,/consultaton" }, pages)).toThrow(
      "--only names no page of the site: /consultaton",
    );
    expect(() => selectPages({ pages: "nowhere" }, pages)).toThrow("no page matches --pages nowhere");
  });
});
