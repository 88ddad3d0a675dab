// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { middleware } from "./signed-in.tsx";

const origin = "http://127.0.0.1:3000";
const session = {
  success: true,
  csrfToken: "csrf",
  user: { id: "0b0e1f0a-3c55-4b36-9a54-6f1d2c3b4a59", email: "a@firm.example", name: "A", role: "admin" },
};

/** Runs the signed-in pages' middleware on a navigation to `path`; resolves to what it threw, if anything. */
async function navigate(path: string, site: string | null) {
  const api = vi.fn(async () => Response.json(session));
  vi.stubGlobal("fetch", api);
  const headers = new Headers({ cookie: "ops_session=session-token" });
  if (site) headers.set("sec-fetch-site", site);
  const next = vi.fn(async () => new Response("page"));
  const run = middleware[0];
  if (!run) throw new Error("no middleware");
  const args = {
    request: new Request(`${origin}${path}`, { headers }),
    context: new RouterContextProvider(),
    params: {},
  };
  const thrown = await Promise.resolve(run(args as unknown as Parameters<typeof run>[0], next)).then(
    () => null,
    (error: unknown) => error as { data?: { kind?: string } },
  );
  return { thrown, next, api };
}

describe("security finding 10: console pages opened from another site", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("security finding 10: neither export, open the inbox nor a record (no API call) on a cross-site navigation", async () => {
    for (const path of [
      "/ops/export?spam=include",
      "/ops",
      "/ops/records/0b0e1f0a-3c55-4b36-9a54-6f1d2c3b4a59",
    ]) {
      for (const site of ["cross-site", "same-site"]) {
        const { thrown, next, api } = await navigate(path, site);
        expect(thrown?.data?.kind, `${path} ${site}`).toBe("cross_site");
        expect(next).not.toHaveBeenCalled();
        expect(api).not.toHaveBeenCalled();
      }
    }
  });

  it("opens them from the console's own pages, a bookmark or a browser without Fetch Metadata", async () => {
    for (const site of ["same-origin", "none", null]) {
      const { thrown, next } = await navigate("/ops", site);
      expect(thrown).toBeNull();
      expect(next).toHaveBeenCalled();
    }
  });
});
