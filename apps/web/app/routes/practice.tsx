import { PracticePage } from "../features/pages/practice-page.tsx";
import { practicePages, practiceSlugFromPath } from "../features/pages/practice-pages.ts";
import { copyFor } from "../lib/copy.server.ts";
import { localeFromPath } from "../lib/locale.ts";
import { routeMeta } from "../lib/seo.ts";
import type { Route } from "./+types/practice";

/**
 * The 16 practice pages share this module (routes.ts gives each its own id); the path names the page.
 * The loader sends only this page's copy in this language, so the browser never downloads all 16
 * (nor the other language).
 */
export function loader({ url }: Route.LoaderArgs) {
  const { pathname } = url;
  const slug = practiceSlugFromPath(pathname);
  if (!slug) throw new Response(null, { status: 404 });
  const locale = localeFromPath(pathname);
  return { copy: copyFor(locale, ["practiceCommon"]), slug, page: practicePages[slug][locale] };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, () => args.loaderData?.page.meta);
}

export default function Practice({ loaderData }: Route.ComponentProps) {
  return <PracticePage slug={loaderData.slug} copy={loaderData.page} />;
}
