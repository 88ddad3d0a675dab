import type { OpsConsoleCopy } from "@firm/content/dictionaries/ops-console";
import { visibleText } from "@firm/content/visible-text";

type Match = { id: string; loaderData?: unknown } | undefined;

function consoleCopy(matches: readonly Match[]): OpsConsoleCopy | undefined {
  const data = matches.find((match) => match?.id === "routes/ops/ops-layout")?.loaderData;
  if (typeof data !== "object" || data === null || !("copy" in data)) return undefined;
  return (data.copy as { opsConsole?: OpsConsoleCopy }).opsConsole;
}

/** A console page's title (from the console's copy), and the robots rule every console page carries. */
export function consoleMeta(matches: readonly Match[], title?: (copy: OpsConsoleCopy) => string | undefined) {
  const copy = consoleCopy(matches);
  const page = copy && title ? title(copy) : undefined;
  return [
    { title: visibleText([page, copy?.consoleName].filter(Boolean).join(" – ")) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
