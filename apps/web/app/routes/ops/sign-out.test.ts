// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleSessionContext } from "../../features/ops/console-session.server.ts";
import { action } from "./sign-out.ts";

const origin = "http://127.0.0.1:3000";

function signOut() {
  const context = new RouterContextProvider();
  context.set(consoleSessionContext, {
    token: "session-token",
    csrfToken: "current",
    user: { id: "0b0e1f0a-3c55-4b36-9a54-6f1d2c3b4a59", email: "a@firm.example", name: "A", role: "intake" },
  });
  const request = new Request(`${origin}/ops/sign-out`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: "csrf=stale",
  });
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]).catch(
    (thrown: unknown) => thrown,
  );
}

/** The API's one answer (`fetchOpsApi` calls fetch with a URL object). */
const stubFetch = (answer: () => Response) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer()),
  );

const answer = (status: number, code: string) => () =>
  Response.json({ success: false, error: { code, message: code } }, { status });

describe("security finding 7: signing out", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("security finding 7: says sign-out failed, keeping the cookie, when the API did not end the session", async () => {
    for (const failure of [answer(403, "csrf_failed"), answer(503, "unavailable")]) {
      stubFetch(failure);
      const outcome = (await signOut()) as { data?: { kind?: string }; headers?: Headers };
      expect(outcome).not.toBeInstanceOf(Response);
      expect(outcome.data?.kind).toBe("sign_out_failed");
    }
    stubFetch(() => {
      throw new TypeError("fetch failed");
    });
    expect(((await signOut()) as { data?: { kind?: string } }).data?.kind).toBe("sign_out_failed");
  });

  it("clears the cookie when the session ended, or was already gone", async () => {
    for (const done of [() => Response.json({ success: true }), answer(401, "unauthorized")]) {
      stubFetch(done);
      const outcome = (await signOut()) as Response;
      expect(outcome.status).toBe(302);
      expect(outcome.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    }
  });
});
