import { useEffect } from "react";

/**
 * Not-found (docs/product.md#2-routes): the unknown path is logged to the browser's console. The page
 * is one file per language, sent for every unknown path, so the path is the address the browser shows.
 * Renders nothing.
 */
export function NotFoundLog() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
