/**
 * A story `beforeEach` that makes `matchMedia("(prefers-reduced-motion: reduce)")` match, as a
 * visitor's setting would; other queries answer as usual. Returns the cleanup that restores it.
 */
export function emulateReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (!query.includes("prefers-reduced-motion")) return list;
    return Object.create(list, {
      matches: { value: true },
      addEventListener: { value: list.addEventListener.bind(list) },
      removeEventListener: { value: list.removeEventListener.bind(list) },
    }) as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
