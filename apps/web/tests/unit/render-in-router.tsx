import { render } from "@testing-library/react";
import { createContext, type ReactNode, use } from "react";
import { createRoutesStub } from "react-router";

/** What the root loader gives the forms in tests: `renderedAt` is their formStartedAt. */
export const rootData = { locale: "en", origin: "http://localhost", renderedAt: 1_700_000_000_000 } as const;

const Content = createContext<ReactNode>(null);

function RenderedContent() {
  return use(Content);
}

const Stub = createRoutesStub([{ id: "root", path: "*", Component: RenderedContent }]);

/** Renders `ui` at `path` (e.g. "/es/contact?form=contact") inside a router whose root has loaded `rootData`. */
export function renderInRouter(ui: ReactNode, path = "/") {
  return render(
    <Content value={ui}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData } }} />
    </Content>,
  );
}
