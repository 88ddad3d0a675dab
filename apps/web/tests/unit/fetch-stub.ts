import { vi } from "vitest";

/** The token GET /api/form-token answers in tests. */
export const freshToken = "v1.contact.fresh.token.mac";

/**
 * Replaces fetch: GET /api/form-token answers `freshToken`; every other call answers the next of
 * `answers` (the last one repeats).
 */
export function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith("/api/form-token")) return Response.json({ success: true, token: freshToken });
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (!answer) throw new Error("no answer stubbed");
    return answer();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

export const created = () =>
  new Response('{"success":true,"id":"3f0c1f9e-1c1a-4b8e-9d0a-2f1f5c2b7a10"}', { status: 201 });

export const failed = () =>
  new Response('{"success":false,"error":{"code":"unavailable","message":"x"}}', { status: 503 });

/** The posts fetch received: address, parsed JSON body and headers. */
export function sentRequests(fetch: ReturnType<typeof stubFetch>) {
  return postsOf(fetch).map(([url, init]) => ({
    url,
    method: init?.method,
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    headers: new Headers(init?.headers),
  }));
}

/** The calls of `fetch` that posted something (the form token requests left out). */
export function postsOf(fetch: ReturnType<typeof stubFetch>) {
  return fetch.mock.calls.filter(([, init]) => init?.method === "POST");
}
