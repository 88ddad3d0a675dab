import { useEffect } from "react";

/** Not-found (docs/product.md#2-routes): the unknown path is logged to the browser's console. Renders nothing. */
export function NotFoundLog({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
