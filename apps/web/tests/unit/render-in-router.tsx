import { render } from "@testing-library/react";
import { createContext, type ReactNode, use } from "react";
import { createRoutesStub } from "react-router";
import { copyFor, copyKeys } from "../../app/lib/copy.server.ts";
import { localeFromPath } from "../../app/lib/locale.ts";

/** What the root loader gives the forms in tests: `renderedAt` is their formStartedAt. */
export const rootData = { locale: "en", origin: "http://localhost", renderedAt: 1_700_000_000_000 } as const;

const Content = createContext<ReactNode>(null);

function RenderedContent() {
  return use(Content);
}

const Stub = createRoutesStub([{ id: "root", path: "*", Component: RenderedContent }]);

/**
 * Renders `ui` at `path` (e.g. "/es/contact?form=contact") inside a router whose root has loaded
 * `rootData` and, as the route loaders would, every dictionary in the language of `path`.
 */
export function renderInRouter(ui: ReactNode, path = "/") {
  return render(
    <Content value={ui}>
      <Stub
        initialEntries={[path]}
        hydrationData={{
          loaderData: { root: { ...rootData, copy: copyFor(localeFromPath(path), copyKeys) } },
        }}
      />
    </Content>,
  );
}
