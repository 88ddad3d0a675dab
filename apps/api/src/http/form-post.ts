import { defaultLocale, isLocale, type Locale } from "@firm/content/locale";
import type { IntakeForm } from "@firm/intake/form-token";
import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on the intake routes: which form they receive. */
    intake?: IntakeForm;
  }
}

const formType = "application/x-www-form-urlencoded";

/** A classic HTML form post (JavaScript off): answered with a 303 to a result page. */
export function isFormPost(request: FastifyRequest): boolean {
  return (
    Boolean(request.routeOptions.config.intake) &&
    (request.headers["content-type"] ?? "").startsWith(formType)
  );
}

function pathLocale(path: string | undefined): Locale | undefined {
  return path && /^\/es(?:[/?#]|$)/.test(path) ? "es" : undefined;
}

/** The visitor's language: the body's `locale`, else its `page`, else the Referer's path. */
export function visitorLocale(request: FastifyRequest): Locale {
  const body = (request.body ?? {}) as { locale?: unknown; page?: unknown };
  if (isLocale(body.locale)) return body.locale;
  const fromPage = typeof body.page === "string" ? pathLocale(body.page) : undefined;
  if (fromPage) return fromPage;
  try {
    return pathLocale(new URL(request.headers.referer ?? "").pathname) ?? defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/**
 * Where a form post is sent afterwards: a page the site renders in the visitor's language. A
 * refusal names its reason and the refused fields as `field:problem` (never what was typed).
 */
export function resultLocation(
  form: IntakeForm,
  locale: Locale,
  failure?: string,
  fields?: string[],
): string {
  const prefix = locale === "en" ? "" : `/${locale}`;
  const query = new URLSearchParams({ form });
  if (failure) query.set("reason", failure);
  if (fields?.length) query.set("fields", fields.join(","));
  return `${prefix}/${failure ? "request-failed" : "request-received"}?${query}`;
}

/** The origin a browser request comes from: Origin, or the Referer's origin when Origin is absent. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The contact page's form posted without JavaScript sends first and last name (and an urgency that
 * is kept on the page, not sent, docs/product.md#4-forms): it becomes the contact message's five fields.
 */
export function contactFromFormPost(body: Record<string, unknown>): Record<string, unknown> {
  const { firstName, lastName, urgency: _urgency, ...rest } = body;
  if (rest.name !== undefined || (firstName === undefined && lastName === undefined)) return body;
  const name = [firstName, lastName].filter((part) => typeof part === "string" && part.trim()).join(" ");
  return { ...rest, name };
}
