import { useEffect } from "react";

/**
 * Stands in for `react-style-singleton` in the site's build (vite.config.ts aliases it), with its
 * three exports. The dialogs' scroll lock (Radix Dialog through react-remove-scroll) adds its rules
 * while a dialog is open; the library writes them into a `<style>` element, which a page without a
 * per-response nonce could admit only with `style-src 'unsafe-inline'`. Here they go into a
 * constructed stylesheet adopted by the document, which the Content-Security-Policy does not govern
 * (CSSOM), so the policy stays `style-src 'self'`. Same contract: the first `add` applies its rules,
 * later ones only count, and the last `remove` takes them away.
 */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(styles: string) {
      if (counter === 0 && typeof CSSStyleSheet === "function" && "adoptedStyleSheets" in document) {
        const created = new CSSStyleSheet();
        created.replaceSync(styles);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, created];
        sheet = created;
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: the library's contract: styles apply once unless dynamic
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  // biome-ignore lint/correctness/noComponentHookFactories: the library's contract: each call makes one lock's component, once, at module level
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
