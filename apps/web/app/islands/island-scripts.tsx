import { createContext, use } from "react";

/** The browser entry's module and the modules it imports, from React Router's build manifest. */
export type ClientEntry = { module: string; imports: readonly string[]; hmrRuntime?: string };

export const ClientEntryContext = createContext<ClientEntry | null>(null);

/**
 * In place of React Router's <Scripts>: no router is hydrated, only the page's islands (decision
 * 0043), so the page loads just the island entry. Its modules are preloaded at low priority, after
 * the stylesheets and the hero image that the first and largest paints wait for; the page is
 * complete without them. In development the hot-reload runtime comes first.
 */
export function IslandScripts({ nonce }: { nonce?: string }) {
  const entry = use(ClientEntryContext);
  if (!entry) return null;
  const imports = [
    ...(entry.hmrRuntime ? [`import ${JSON.stringify(entry.hmrRuntime)};`] : []),
    `import ${JSON.stringify(entry.module)};`,
  ];
  return (
    <>
      {[entry.module, ...entry.imports].map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: imports of our own modules only */}
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: imports.join("") }} />
    </>
  );
}
