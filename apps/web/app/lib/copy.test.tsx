import { about } from "@firm/content/dictionaries/about";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import App from "../root.tsx";
import { copyFor, copyLoader } from "./copy.server.ts";
import { mergedCopy, useCopy } from "./copy.ts";
import { PageContext } from "./page-context.ts";

function SkipLink() {
  return <a href="#main">{useCopy("siteHeader").skipToContent}</a>;
}

function AboutTitle() {
  return <h1>{useCopy("about").hero.title}</h1>;
}

function Frame() {
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}

describe("copyFor / copyLoader", () => {
  it("gives only the named dictionaries, in one language", () => {
    expect(copyFor("es", ["about"])).toEqual({ about: about.es });
    const loaded = copyLoader(["siteHeader", "about"])({ url: new URL("http://site/es/about") });
    expect(loaded).toEqual({ copy: { siteHeader: siteHeader.es, about: about.es } });
    expect(copyLoader(["about"])({ url: new URL("http://site/about") }).copy.about).toBe(about.en);
  });
});

describe("mergedCopy", () => {
  it("merges the copy of every match, skipping matches without loader data or copy", () => {
    const matches = [
      { loaderData: { locale: "es" } },
      undefined,
      { loaderData: { copy: { siteHeader: siteHeader.es } } },
      { loaderData: undefined },
      { loaderData: { copy: { about: about.es } } },
    ];
    expect(mergedCopy(matches)).toEqual({ siteHeader: siteHeader.es, about: about.es });
  });
});

describe("useCopy", () => {
  it("reads a dictionary any matched route's loader sent, as the site's root merges them", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        Component: App,
        loader: () => ({ locale: "es", origin: "http://site" }),
        children: [
          {
            id: "layout",
            Component: Frame,
            loader: () => copyLoader(["siteHeader"])({ url: new URL("http://site/es/about") }),
            children: [
              {
                path: "/es/about",
                Component: AboutTitle,
                loader: () => copyLoader(["about"])({ url: new URL("http://site/es/about") }),
              },
            ],
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/es/about"]} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(about.es.hero.title);
    expect(screen.getByRole("link")).toHaveTextContent(siteHeader.es.skipToContent);
  });

  it("fails loudly when the page has no such dictionary", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = { locale: "en", pathname: "/", copy: {} } as const;
    expect(() =>
      render(
        <PageContext value={page}>
          <AboutTitle />
        </PageContext>,
      ),
    ).toThrow('No "about" copy here');
  });
});
