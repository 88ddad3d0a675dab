import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageAt } from "../../tests/unit/render-on-page.tsx";
import { useCopy } from "../lib/copy.ts";
import { PageContext } from "../lib/page-context.ts";
import { hydrateIslands, type IslandModule, islandLoader, islandName } from "./hydrate.tsx";
import { defineIsland, Island, type IslandRenderer, IslandRendererContext } from "./island.tsx";

/** An island that uses generated ids, copy and state, as the site's islands do. */
function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  const id = useId();
  const { skipToContent } = useCopy("siteHeader");
  return (
    <div>
      <span id={id}>{skipToContent}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </div>
  );
}

const counter = defineIsland("counter", Counter, ["siteHeader"]);

const renderIsland: IslandRenderer = (root, identifierPrefix) => renderToString(root, { identifierPrefix });

/** A page with two islands among other content, rendered as entry.server renders it. */
function serverPage(path: string) {
  return renderToString(
    <IslandRendererContext value={renderIsland}>
      <PageContext value={pageAt(path)}>
        <main>
          <h1>Page</h1>
          <Island of={counter} props={{ start: 1 }} />
          <p>Between</p>
          <Island of={counter} props={{ start: 5 }} />
        </main>
      </PageContext>
    </IslandRendererContext>,
  );
}

// The server pages these tests write into the document are not React Testing Library's to clean up.
afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
});

const loadCounter = (name: string) =>
  name === "counter"
    ? Promise.resolve<IslandModule>({ default: counter as IslandModule["default"] })
    : undefined;

describe("Island on the server", () => {
  it("writes its HTML in a host that names it and carries its props and only the copy it declared", () => {
    document.body.innerHTML = serverPage("/es/about");
    const hosts = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    expect(hosts.map((host) => host.dataset.island)).toEqual(["counter", "counter"]);
    const data = JSON.parse(hosts[0]?.dataset.islandData ?? "null");
    expect(data.props).toEqual({ start: 1 });
    expect(data.page).toMatchObject({ locale: "es", pathname: "/es/about" });
    expect(Object.keys(data.page.copy)).toEqual(["siteHeader"]);
    expect(hosts[0]?.querySelector("button")).toHaveTextContent("1");
    const ids = hosts.map((host) => host.querySelector("span")?.id);
    expect(new Set(ids).size).toBe(2);
  });

  it("renders in place, as an ordinary component, without the server's renderer", () => {
    render(
      <PageContext value={pageAt("/")}>
        <Island of={counter} props={{ start: 3 }} />
      </PageContext>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("3");
  });
});

describe("hydrateIslands", () => {
  it("hydrates every island over its server HTML without a mismatch, then marks the page hydrated", async () => {
    const errors = vi.spyOn(console, "error");
    document.body.innerHTML = serverPage("/es/about");
    const islandHtml = () => [...document.querySelectorAll("[data-island]")].map((host) => host.innerHTML);
    const before = islandHtml();
    hydrateIslands(loadCounter);
    await waitFor(() => expect(document.documentElement).toHaveAttribute("data-hydrated", "true"));
    expect(islandHtml()).toEqual(before);
    for (const host of document.querySelectorAll("[data-island]")) {
      expect(host).toHaveAttribute("data-island-state", "hydrated");
    }
    expect(errors).not.toHaveBeenCalled();
    const [first, second] = screen.getAllByRole("button");
    if (!first || !second) throw new Error("two islands expected");
    fireEvent.click(first);
    fireEvent.click(second);
    fireEvent.click(second);
    expect(first).toHaveTextContent("2");
    expect(second).toHaveTextContent("7");
    expect(first).toHaveAccessibleDescription(pageAt("/es").copy.siteHeader?.skipToContent ?? "");
  });

  it("leaves an island that starts on interaction as server HTML until the visitor's first click, which counts", async () => {
    const errors = vi.spyOn(console, "error");
    document.body.innerHTML = serverPage("/");
    for (const host of document.querySelectorAll<HTMLElement>("[data-island]")) {
      host.dataset.islandStart = "interaction";
    }
    const loads: Promise<IslandModule>[] = [];
    hydrateIslands((name) => {
      const loading = loadCounter(name);
      if (loading) loads.push(loading);
      return loading;
    });
    await Promise.all(loads);
    expect(document.documentElement).toHaveAttribute("data-hydrated", "true");
    const [first, second] = screen.getAllByRole("button");
    if (!first || !second) throw new Error("two islands expected");
    const [firstHost, secondHost] = document.querySelectorAll("[data-island]");
    expect(firstHost).toHaveAttribute("data-island-state", "waiting");
    fireEvent.click(first);
    expect(first).toHaveTextContent("2");
    expect(firstHost).toHaveAttribute("data-island-state", "hydrated");
    expect(secondHost).toHaveAttribute("data-island-state", "waiting");
    expect(second).toHaveTextContent("5");
    expect(errors).not.toHaveBeenCalled();
  });

  it("reports an island whose module it cannot find and still hydrates the others", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = `${serverPage("/")}<div data-island="missing"></div>`;
    hydrateIslands(loadCounter);
    await waitFor(() => expect(screen.getAllByRole("button")[0]).toHaveTextContent("1"));
    fireEvent.click(screen.getAllByRole("button")[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole("button")[0]).toHaveTextContent("2"));
    expect(errors).toHaveBeenCalledWith('No island module is named "missing".');
  });
});

describe("the site's islands", () => {
  const modules = import.meta.glob<IslandModule>("../**/*.island.tsx");

  it("are each named after their module's file", async () => {
    const entries = Object.entries(modules);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    for (const [path, load] of entries) {
      expect((await load()).default.name).toBe(islandName(path));
    }
  });

  it("load by name", async () => {
    const load = islandLoader(modules);
    expect((await load("site-header"))?.default.name).toBe("site-header");
    expect(load("nothing")).toBeUndefined();
  });
});
