import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { copyFor, copyKeys } from "../../app/lib/copy.server.ts";
import { localeFromPath } from "../../app/lib/locale.ts";
import { PageContext, type PageInfo } from "../../app/lib/page-context.ts";

/** What the site's root gives a page at `path`: its language, path and every dictionary. */
export function pageAt(path: string): PageInfo {
  const pathname = new URL(path, "http://localhost").pathname;
  const locale = localeFromPath(pathname);
  return { locale, pathname, copy: copyFor(locale, copyKeys) };
}

/**
 * Renders `ui` as part of the page at `path` (e.g. "/es/contact?form=contact"): inside a router at
 * that address (for the search parameters) and with the page's context, as the site's root gives it.
 */
export function renderOnPage(ui: ReactNode, path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageContext value={pageAt(path)}>{ui}</PageContext>
    </MemoryRouter>,
  );
}
