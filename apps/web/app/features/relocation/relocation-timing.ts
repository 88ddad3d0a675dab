/** The relocation notice (docs/product.md#3-shared-parts-of-every-page): shown 1000 ms after the first load (counted from the page's time origin) unless dismissed before. */
export const relocationTiming = { showAfterMs: 1000, enterDelayMs: 50, exitDurationMs: 300 } as const;
