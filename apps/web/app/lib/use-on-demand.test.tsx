import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useOnDemand } from "./use-on-demand.ts";

function Loaded() {
  return null;
}

describe("useOnDemand", () => {
  it("loads nothing until needed, then keeps the component once loaded", async () => {
    const load = vi.fn(async () => Loaded);
    const { result, rerender } = renderHook(({ needed }) => useOnDemand(load, needed), {
      initialProps: { needed: false },
    });
    expect(result.current).toBeNull();
    expect(load).not.toHaveBeenCalled();

    rerender({ needed: true });
    await waitFor(() => expect(result.current).toBe(Loaded));
    rerender({ needed: false });
    expect(result.current).toBe(Loaded);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
