import { about } from "@firm/content/dictionaries/about";
import { siteHeader } from "@firm/content/dictionaries/site-header";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet, useRouteError } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { copyFor, copyLoader } from "./copy.server.ts";
import { mergedCopy, useCopy } from "./copy.ts";

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

function ShownError() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : "unknown"}</p>;
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
  it("reads a dictionary sent by any matched route's loader", async () => {
    const Stub = createRoutesStub([
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
    ]);
    render(<Stub initialEntries={["/es/about"]} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(about.es.hero.title);
    expect(screen.getByRole("link")).toHaveTextContent(siteHeader.es.skipToContent);
  });

  it("fails loudly when no loader of the page sent the dictionary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([{ path: "/", Component: AboutTitle, ErrorBoundary: ShownError }]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'No loader of this page sent the "about" copy.',
    );
    vi.restoreAllMocks();
  });
});
