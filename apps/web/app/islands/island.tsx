import { type ComponentType, createContext, type ReactElement, use, useEffect, useId } from "react";
import { PageContext, type PageInfo, usePage } from "../lib/page-context.ts";
import type { CopyKey, SiteCopy } from "../lib/site-copy.ts";
import * as styles from "./island.css.ts";
import type { IslandStart } from "./island-start.ts";

/** What can travel from the server to the browser inside the page: JSON (an undefined field is left out). */
export type Json =
  | string
  | number
  | boolean
  | null
  | readonly Json[]
  | { readonly [key: string]: Json | undefined };

export type IslandProps = { readonly [key: string]: Json | undefined };

/**
 * A component that the browser hydrates on its own (decision 0043): its name (the file
 * `<name>.island.tsx` that default-exports this), the component, the dictionaries it reads with
 * `useCopy`, which travel with its props, and when it hydrates.
 */
export type IslandDefinition<P extends IslandProps> = {
  name: string;
  component: ComponentType<P>;
  copy: readonly CopyKey[];
  start: IslandStart;
};

export function defineIsland<P extends IslandProps>(
  name: string,
  component: ComponentType<P>,
  copy: readonly CopyKey[] = [],
  start: IslandStart = "load",
): IslandDefinition<P> {
  return { name, component, copy, start };
}

/** An island's page share and props, as written into the page for the browser. */
export type IslandData<P extends IslandProps> = { page: PageInfo; props: P };

type IslandRootProps<P extends IslandProps> = {
  component: ComponentType<P>;
  data: IslandData<P>;
  /** Called once the island has hydrated (browser only). */
  onHydrated?: () => void;
};

/** The root of an island, the same on the server and in the browser so that hydration matches. */
export function IslandRoot<P extends IslandProps>({
  component: Component,
  data,
  onHydrated,
}: IslandRootProps<P>) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <PageContext value={data.page}>
      <Component {...data.props} />
    </PageContext>
  );
}

/**
 * Renders an island root to HTML on its own, with its own id prefix, so that React's generated ids
 * (useId) are the ones the browser's separate root will generate. Provided by entry.server.
 */
export type IslandRenderer = (root: ReactElement, identifierPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

function pickCopy(copy: Partial<SiteCopy>, keys: readonly CopyKey[]): Partial<SiteCopy> {
  return Object.fromEntries(keys.flatMap((key) => (copy[key] ? [[key, copy[key]]] : [])));
}

/**
 * Places an island in a server-rendered page: its HTML, rendered as its own root, inside a host
 * element that names it and carries its data. Everything else on the page is HTML only.
 * Without a renderer (unit tests) the island renders in place, as an ordinary component.
 */
export function Island<P extends IslandProps>({ of, props }: { of: IslandDefinition<P>; props: P }) {
  const render = use(IslandRendererContext);
  const page = usePage();
  const id = useId();
  const data: IslandData<P> = { page: { ...page, copy: pickCopy(page.copy, of.copy) }, props };
  const root = <IslandRoot component={of.component} data={data} />;
  if (!render) {
    return (
      <div className={styles.host} data-island={of.name}>
        {root}
      </div>
    );
  }
  return (
    <div
      className={styles.host}
      data-island={of.name}
      data-island-start={of.start}
      data-island-id={id}
      data-island-data={JSON.stringify(data)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server rendering
      dangerouslySetInnerHTML={{ __html: render(root, id) }}
    />
  );
}
