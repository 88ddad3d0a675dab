import { data, redirect } from "react-router";
import type { Static, TSchema } from "typebox";
import { Compile, type Validator } from "typebox/compile";
import { clearedSessionCookie } from "./session-cookie.server.ts";

/**
 * The web server's client of the API's console endpoints (/api/ops/*). Called only from loaders and
 * actions: the browser never reaches them (the API refuses any request naming an Origin, and this
 * client sends none). The visitor's address travels as X-Forwarded-For, for the API's rate limits.
 */
const apiOrigin = () => process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export type ApiFailure = {
  ok: false;
  status: number;
  code: string;
  message: string;
  retryAfter: number | null;
};
export type ApiResult<T> = { ok: true; status: number; body: T } | ApiFailure;

export type ApiCall = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  /** The console session token (from the cookie). */
  session?: string | null;
  /** The anti-forgery token the form posted, for every change. */
  csrf?: string;
  body?: unknown;
};

/** The visitor's address: the web server puts what its trusted proxies report into X-Forwarded-For (server.ts). */
export function clientAddress(request: Request): string | null {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}

export function apiHeaders(request: Request, call: ApiCall): Headers {
  const headers = new Headers({ accept: "application/json" });
  if (call.session) headers.set("authorization", `Session ${call.session}`);
  if (call.csrf !== undefined) headers.set("x-csrf-token", call.csrf);
  if (call.body !== undefined) headers.set("content-type", "application/json");
  const address = clientAddress(request);
  if (address) headers.set("x-forwarded-for", address);
  return headers;
}

/** The API's answer, raw (the CSV export streams it on). */
export function fetchOpsApi(request: Request, path: string, call: ApiCall = {}): Promise<Response> {
  return fetch(new URL(`/api/ops${path}`, apiOrigin()), {
    method: call.method ?? "GET",
    headers: apiHeaders(request, call),
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    redirect: "manual",
  });
}

type FailureBody = { error?: { code?: unknown; message?: unknown } };

/** A failed answer's status, error code and message, and how long a rate limit lasts. */
export async function failureOf(response: Response): Promise<ApiFailure> {
  const body = (await response.json().catch(() => ({}))) as FailureBody;
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    status: response.status,
    code: typeof body.error?.code === "string" ? body.error.code : "unknown",
    message: typeof body.error?.message === "string" ? body.error.message : response.statusText,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

const validators = new WeakMap<TSchema, Validator>();

/** The compiled check of a response schema, compiled once per schema. */
function validatorOf(schema: TSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema);
    validators.set(schema, validator);
  }
  return validator;
}

/**
 * Calls the API and checks its answer against the response schema the API declares for the route
 * (`@firm/intake/console/*`): an answer of another shape is a failure (502) that names where it
 * differs, never a cast. An unreachable API is a 503 failure like any other.
 */
export async function callOpsApi<Schema extends TSchema>(
  request: Request,
  path: string,
  schema: Schema,
  call: ApiCall = {},
): Promise<ApiResult<Static<Schema>>> {
  let response: Response;
  try {
    response = await fetchOpsApi(request, path, call);
  } catch {
    return {
      ok: false,
      status: 503,
      code: "api_unreachable",
      message: "The API cannot be reached",
      retryAfter: null,
    };
  }
  if (!response.ok) return failureOf(response);
  const body: unknown = await response.json().catch(() => undefined);
  const validator = validatorOf(schema);
  if (!validator.Check(body)) {
    const [first] = validator.Errors(body);
    const where = first ? `${first.instancePath || "/"}: ${first.message}` : "not JSON";
    return {
      ok: false,
      status: 502,
      code: "unexpected_answer",
      message: `The API's answer to ${path.split("?")[0]} is not of its declared shape (${where})`,
      retryAfter: null,
    };
  }
  return { ok: true, status: response.status, body: body as Static<Schema> };
}

export const signInPath = "/ops/sign-in";

/** To the sign-in page, forgetting a session the API no longer knows. */
export function toSignIn(request: Request): Response {
  return redirect(signInPath, {
    headers: { "Set-Cookie": clearedSessionCookie(request), "Cache-Control": "private, no-store" },
  });
}

export type ConsoleError = {
  kind: "forbidden" | "not_found" | "expired_form" | "unavailable" | "sign_out_failed" | "cross_site";
};

/**
 * What a failed call means for the page: no valid session → sign in again; anything else is thrown
 * as an error response that the console's error boundary explains.
 */
export function failed(request: Request, result: ApiFailure): never {
  if (result.status === 401) throw toSignIn(request);
  const kind: ConsoleError["kind"] =
    result.code === "csrf_failed"
      ? "expired_form"
      : result.status === 403
        ? "forbidden"
        : result.status === 404 || result.status === 400
          ? "not_found"
          : "unavailable";
  throw data<ConsoleError>(
    { kind },
    { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
  );
}

/** The body of a successful call, checked against `schema`, or the failure thrown (see `failed`). */
export async function expectOk<Schema extends TSchema>(
  request: Request,
  path: string,
  schema: Schema,
  call: ApiCall = {},
): Promise<Static<Schema>> {
  const result = await callOpsApi(request, path, schema, call);
  if (!result.ok) failed(request, result);
  return result.body;
}
