// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "../root.tsx";
import { loader as robotsLoader } from "../routes/robots.ts";
import { loader as sitemapLoader } from "../routes/sitemap.ts";
import { publicOrigin, publicOriginProblem } from "./public-origin.ts";

type LoaderArgs<T extends (args: never) => unknown> = Parameters<T>[0];
/** A request as a loader gets it, for `url` with the Host header a client chose. */
const asked = <T extends (args: never) => unknown>(url: string) =>
  ({ request: new Request(url), params: {}, context: {} }) as unknown as LoaderArgs<T>;

describe("second probe, finding 7: the site's addresses never follow the Host header", () => {
  afterEach(() => vi.unstubAllEnvs());
  const site = "https://www.firm.example";

  it("second probe, finding 7: robots.txt, the sitemap and the page's origin name PUBLIC_ORIGIN", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("PUBLIC_ORIGIN", site);
    // robots.txt and the sitemap take nothing from the request: there is no Host to follow.
    const robots = await robotsLoader().text();
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    const sitemap = await sitemapLoader().text();
    expect(sitemap).toContain(`<loc>${site}/es/about</loc>`);
    expect(`${robots}${sitemap}`).not.toContain("evil.example");
    expect(rootLoader(asked<typeof rootLoader>("http://evil.example/about")).origin).toBe(site);
  });

  it("second probe, finding 7: production has no origin without PUBLIC_ORIGIN", () => {
    expect(publicOriginProblem({ NODE_ENV: "production" })).toMatch(/^PUBLIC_ORIGIN is required/);
    expect(() => publicOrigin({ NODE_ENV: "production" })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("takes only a bare http(s) origin", () => {
    expect(publicOriginProblem({ PUBLIC_ORIGIN: site })).toBeNull();
    expect(publicOriginProblem({ PUBLIC_ORIGIN: "http://127.0.0.1:3100" })).toBeNull();
    for (const wrong of [`${site}/`, `${site}/path`, "www.firm.example", "ftp://firm.example", "https://"])
      expect(publicOriginProblem({ PUBLIC_ORIGIN: wrong }), wrong).toContain(wrong);
  });

  it("in development, falls back to the development server's own address", () => {
    expect(publicOrigin({ NODE_ENV: "development", WEB_PORT: "4600" })).toBe("http://127.0.0.1:4600");
    expect(publicOrigin({})).toBe("http://127.0.0.1:3000");
  });
});
