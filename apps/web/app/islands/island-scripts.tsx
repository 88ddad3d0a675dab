import { createContext, use } from "react";
import { type ClientEntry, islandStarter } from "../lib/inline-scripts.ts";

export type { ClientEntry } from "../lib/inline-scripts.ts";

export const ClientEntryContext = createContext<ClientEntry | null>(null);

/**
 * In place of React Router's <Scripts>: no router is hydrated, only the page's islands (decision
 * 0043), whose entry starts loading once the page has painted (`start-islands.ts`). The script is
 * the same on every page of a build, and the page's policy admits it by its hash.
 */
export function IslandScripts() {
  const entry = use(ClientEntryContext);
  if (!entry) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own and our modules' addresses
  return <script dangerouslySetInnerHTML={{ __html: islandStarter(entry) }} />;
}
