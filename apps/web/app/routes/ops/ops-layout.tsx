import { opsConsole } from "@firm/content/dictionaries/ops-console";
import { Container } from "@firm/ui/container";
import { Text } from "@firm/ui/text";
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import * as frame from "../../features/layout/site-layout.css.ts";
import { ConsoleError } from "../../features/ops/console-error.tsx";
import { withConsoleHeaders } from "../../features/ops/console-headers.server.ts";
import { consoleMeta } from "../../features/ops/console-meta.ts";
import { ConsoleNavigation } from "../../features/ops/console-navigation.tsx";
import * as styles from "../../features/ops/ops.css.ts";
import { opsLocale } from "../../features/ops/ops-locale.server.ts";
import type { Route } from "./+types/ops-layout";

/** Every /ops answer, pages, redirects and files alike, carries the console's headers. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => withConsoleHeaders(request, await next()),
];

export function loader({ request }: Route.LoaderArgs) {
  const locale = opsLocale(request);
  return { locale, copy: { opsConsole: opsConsole[locale] } };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(matches);
}

/**
 * The console's own frame (decision 0071): no public header, footer, notice or islands; a skip
 * link, the console's bar (navigation once signed in, the language switch) and the page.
 */
export default function OpsLayout({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy.opsConsole;
  return (
    <>
      <a className={frame.skipLink} href="#main">
        {copy.skipToContent}
      </a>
      <header className={styles.bar}>
        <Container>
          <ConsoleNavigation />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Container>
          <Outlet />
        </Container>
      </main>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/ops/ops-layout");
  if (!data) return <Text>{opsConsole.en.errors.generic}</Text>;
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      <Container>
        <ConsoleError error={isRouteErrorResponse(error) ? error : null} />
      </Container>
    </main>
  );
}
