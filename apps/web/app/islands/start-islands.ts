/**
 * The page's only inline script (decision 0043): once the browser has painted the page's first
 * content, it preloads the island entry's modules and imports the entry. Until then the stylesheet
 * and the pictures the first and largest paints wait for have the network to themselves; the page is
 * complete and usable without its scripts. In development the hot-reload runtime is imported first.
 *
 * The observer is `buffered`: a paint that came before the script ran is delivered to it too, with no
 * second path through `performance.getEntriesByType` (which Playwright's clock empties, and which
 * left a page that painted early with no islands in a test). A browser without paint timing starts
 * at once.
 *
 * It is written as JavaScript text, not as a function serialised with `toString()`: a bundler may
 * rewrite a function's body (Vite's SSR transform turns `import()` into a helper that exists only on
 * the server), but never the contents of a string. `start-islands.test.ts` runs this text.
 */
const starter = `(config) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of config.imports) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const runtime = config.hmrRuntime ? import(config.hmrRuntime) : Promise.resolve();
    void runtime.then(() => import(config.entry));
  };
  const contentful = (entry) => entry.name === "first-contentful-paint";
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return start();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(contentful)) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } catch {
    start();
  }
}`;

export type StartConfig = { entry: string; imports: readonly string[]; hmrRuntime?: string };

/** The inline script that starts the page's islands; `<` is escaped so no value can close the tag. */
export function startIslandsScript(config: StartConfig): string {
  return `(${starter})(${JSON.stringify(config).replaceAll("<", "\\u003c")});`;
}
