import { type ComponentType, useEffect, useState } from "react";

/**
 * A component whose code loads on demand: null until `needed` is first true and its module has
 * loaded, then the component for good (so a dialog stays mounted for its exit transition and opens
 * at once the next time). Plain state rather than React.lazy and Suspense, so nothing waits on
 * Suspense's reveal throttling once the code is there.
 */
export function useOnDemand<Props>(
  load: () => Promise<ComponentType<Props>>,
  needed: boolean,
): ComponentType<Props> | null {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!needed || component) return;
    let current = true;
    void load().then((loaded) => {
      if (current) setComponent(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [needed, component, load]);
  return component;
}
