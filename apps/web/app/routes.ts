import { firm } from "@firm/content/firm";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every page exists in English at /… and in Spanish at /es/… (same slugs, one route module each):
 * the optional static segment "es?" carries the language. The console under /ops is English or
 * Spanish by its own choice (`?lang=`), not by path.
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
  // What nginx answers a form's post with when the intake service is down: both languages, no frame.
  route("request-unsent", "routes/request-unsent.tsx"),
  // The intake team's console: its own frame, outside the public site's layout (its
  // static segment outranks the layout's "*"). Listed last: before it, its entries would change the
  // order in which the build gathers the public site's one stylesheet.
  route("ops", "routes/ops/ops-layout.tsx", [
    route("sign-in", "routes/ops/sign-in.tsx"),
    route("sign-in/link", "routes/ops/sign-in-link.tsx"),
    route("sign-in/passkey", "routes/ops/sign-in-passkey.ts"),
    layout("routes/ops/signed-in.tsx", [
      index("routes/ops/inbox.tsx"),
      route("records/:id", "routes/ops/record.tsx"),
      route("export", "routes/ops/export.ts"),
      route("figures", "routes/ops/figures.tsx"),
      route("users", "routes/ops/users.tsx"),
      route("passkeys", "routes/ops/passkeys.tsx"),
      route("passkeys/ceremony", "routes/ops/passkeys-ceremony.ts"),
      route("audit", "routes/ops/audit.tsx"),
      route("retention", "routes/ops/retention.tsx"),
      route("tokens", "routes/ops/tokens.tsx"),
      route("system", "routes/ops/system.tsx"),
      route("sign-out", "routes/ops/sign-out.ts"),
    ]),
    route("*", "routes/ops/not-found.tsx", { id: "ops-not-found" }),
  ]),
] satisfies RouteConfig;
