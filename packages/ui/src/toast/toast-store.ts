/**
 * A tiny notification store (docs/product.md#3-shared-parts-of-every-page): at most `limit` toasts (1) are kept open; a dismissed toast is
 * closed at once and removed from the store `removeDelayMs` (1,000,000 ms) later. No library needed.
 */
export type ToastTone = "info" | "success" | "error";

export type ToastInput = { title: string; description?: string; tone?: ToastTone };

export type ToastEntry = { id: string; title: string; description?: string; tone: ToastTone; open: boolean };

export type ToastStore = {
  /** Shows a toast (replacing older ones beyond the limit); returns its id. */
  toast: (input: ToastInput) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastEntry[];
};

export const toastDefaults = { limit: 1, removeDelayMs: 1_000_000 } as const;

export function createToastStore({
  limit = toastDefaults.limit,
  removeDelayMs = toastDefaults.removeDelayMs,
}: {
  limit?: number;
  removeDelayMs?: number;
} = {}): ToastStore {
  let toasts: readonly ToastEntry[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const update = (next: readonly ToastEntry[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        update(toasts.filter((entry) => entry.id !== id));
      }, removeDelayMs),
    );
  };

  return {
    toast: ({ title, description, tone = "info" }) => {
      counter += 1;
      const id = `toast-${counter}`;
      const kept = [{ id, title, description, tone, open: true }, ...toasts].slice(0, limit);
      for (const entry of toasts) {
        if (!kept.includes(entry)) {
          clearTimeout(removals.get(entry.id));
          removals.delete(entry.id);
        }
      }
      update(kept);
      return id;
    },
    dismiss: (id) => {
      const closing = toasts.filter((entry) => entry.open && (id === undefined || entry.id === id));
      if (closing.length === 0) return;
      for (const entry of closing) scheduleRemoval(entry.id);
      update(toasts.map((entry) => (closing.includes(entry) ? { ...entry, open: false } : entry)));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The site's store: call `toast({ title, description, tone })` anywhere; render one <Toaster>. */
export const toastStore = createToastStore();

export const { toast, dismiss: dismissToast } = toastStore;
