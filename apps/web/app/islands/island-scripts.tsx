import { createContext, use } from "react";
import { startIslandsScript } from "./start-islands.ts";

/** The browser entry's module and the modules it imports, from React Router's build manifest. */
export type ClientEntry = { module: string; imports: readonly string[]; hmrRuntime?: string };

export const ClientEntryContext = createContext<ClientEntry | null>(null);

/**
 * In place of React Router's <Scripts>: no router is hydrated, only the page's islands (decision
 * 0043), whose entry starts loading once the page has painted (`start-islands.ts`).
 */
export function IslandScripts({ nonce }: { nonce?: string }) {
  const entry = use(ClientEntryContext);
  if (!entry) return null;
  const script = startIslandsScript({
    entry: entry.module,
    imports: entry.imports,
    hmrRuntime: entry.hmrRuntime,
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own and our modules' addresses
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
