import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, toastDefaults } from "./toast-store.ts";

describe("the toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps at most one toast: the newest", () => {
    const store = createToastStore();
    store.toast({ title: "first" });
    store.toast({ title: "second", tone: "success" });
    expect(store.getSnapshot()).toEqual([
      { id: "toast-2", title: "second", description: undefined, tone: "success", open: true },
    ]);
  });

  it("closes a dismissed toast at once and removes it after 1,000,000 ms", () => {
    const store = createToastStore();
    const id = store.toast({ title: "saved" });
    store.dismiss(id);
    expect(store.getSnapshot()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(toastDefaults.removeDelayMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismisses every toast without an id, and notifies subscribers of each change", () => {
    const store = createToastStore({ limit: 3, removeDelayMs: 10 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: "a" });
    store.toast({ title: "b" });
    store.dismiss();
    expect(store.getSnapshot().map((entry) => entry.open)).toEqual([false, false]);
    vi.advanceTimersByTime(10);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
    store.toast({ title: "c" });
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it("does not resurrect a toast pushed out by a newer one when its removal time comes", () => {
    const store = createToastStore({ removeDelayMs: 10 });
    const first = store.toast({ title: "first" });
    store.dismiss(first);
    store.toast({ title: "second" });
    vi.advanceTimersByTime(10);
    expect(store.getSnapshot()).toMatchObject([{ title: "second", open: true }]);
  });
});
