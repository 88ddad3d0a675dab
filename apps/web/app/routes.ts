import { firm } from "@firm/content/firm";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every page exists in English at /… and in Spanish at /es/… (same slugs, one route module each):
 * the optional static segment "es?" carries the language.
 */
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  layout("routes/site-layout.tsx", [
    route("es?", "routes/language.tsx", [
      index("routes/home.tsx"),
      route("about", "routes/about.tsx"),
      route("services", "routes/services.tsx"),
      ...firm.practiceSlugs.map((slug) =>
        route(`services/${slug}`, "routes/practice.tsx", { id: `practice-${slug}` }),
      ),
      route("contact", "routes/contact.tsx"),
      route("consultation", "routes/consultation.tsx"),
      route("privacy", "routes/privacy.tsx"),
      route("accessibility", "routes/accessibility.tsx"),
      route("request-received", "routes/request-received.tsx"),
      route("request-failed", "routes/request-failed.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
