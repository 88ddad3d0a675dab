/**
 * Runs in the page as an inline script (serialised with Function.prototype.toString, so it must be
 * self-contained): once the browser has painted the page's first content, it preloads the island entry's modules and
 * imports the entry (decision 0043). Until then the stylesheet and the pictures the first and
 * largest paints wait for have the network to themselves; the page is complete and usable without
 * its scripts. In development the hot-reload runtime is imported first.
 */
type StartConfig = { entry: string; imports: readonly string[]; hmrRuntime?: string };

function startIslands(config: StartConfig) {
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
  const contentful = (entry: PerformanceEntry) => entry.name === "first-contentful-paint";
  try {
    if (performance.getEntriesByType("paint").some(contentful)) return start();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(contentful)) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint" });
  } catch {
    // No paint timing in this browser: start at once.
    start();
  }
}

export function startIslandsScript(config: StartConfig): string {
  return `(${startIslands.toString()})(${JSON.stringify(config)});`;
}
