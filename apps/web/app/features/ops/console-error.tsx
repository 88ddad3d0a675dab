import { FormBanner } from "@firm/ui/form-banner";
import { Heading } from "@firm/ui/heading";
import { Stack } from "@firm/ui/stack";
import { type ErrorResponse, useLocation } from "react-router";
import { useCopy } from "../../lib/copy.ts";
import type { ConsoleError as ConsoleErrorData } from "./api.server.ts";

function kindOf(error: ErrorResponse | null): ConsoleErrorData["kind"] {
  const kind = (error?.data as Partial<ConsoleErrorData> | undefined)?.kind;
  if (kind) return kind;
  return error?.status === 404 ? "not_found" : error?.status === 403 ? "forbidden" : "unavailable";
}

/** What went wrong, in words the team can act on: not allowed, not found, an expired form, a sign-out that failed, a page
 * opened from another site (with a link to open it from here), or a failure. */
export function ConsoleError({ error }: { error: ErrorResponse | null }) {
  const { errors, record } = useCopy("opsConsole");
  const kind = kindOf(error);
  const { pathname, search } = useLocation();
  const [title, message] =
    kind === "forbidden"
      ? [errors.forbiddenTitle, errors.forbidden]
      : kind === "not_found"
        ? [errors.notFoundTitle, errors.notFound]
        : kind === "expired_form"
          ? [errors.title, errors.expiredForm]
          : kind === "sign_out_failed"
            ? [errors.signOutFailedTitle, errors.signOutFailed]
            : kind === "cross_site"
              ? [errors.crossSiteTitle, errors.crossSite]
              : [errors.title, errors.generic];
  return (
    <Stack gap="md">
      <Heading level={1}>{title}</Heading>
      <FormBanner tone="error" title={title} message={message} />
      {kind === "cross_site" ? (
        <p>
          <a href={`${pathname}${search}`}>{errors.crossSiteLink}</a>
        </p>
      ) : null}
      <p>
        <a href="/ops">{record.backToInbox}</a>
      </p>
    </Stack>
  );
}
