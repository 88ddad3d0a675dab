/** Browser storage keys (docs/product.md#5-browser-storage; ada-settings lives with its type in @firm/ui/ada-settings). */
export const siteLanguageKey = "site-language";
export const relocationDismissedKey = "relocationNoticeDismissed";
