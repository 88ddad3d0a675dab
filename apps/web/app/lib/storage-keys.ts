/** Browser storage keys (docs/product.md#5-browser-storage; ada-settings lives with its type in @firm/ui/ada-settings). */
export const siteLanguageKey = "site-language";
export const relocationDismissedKey = "relocationNoticeDismissed";
/** Session storage (this tab only, no cookie): where the visit came from (visit-source.ts). */
export const visitSourceKey = "visit-source";
/** The query parameter the language toggle's link carries its choice in (`?lang=en`); see pre-paint.ts. */
export const languageChoiceParam = "lang";
