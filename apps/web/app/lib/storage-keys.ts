/** Browser storage keys of spec §3 (ada-settings lives with its type in @firm/ui/ada-settings). */
export const siteLanguageKey = "site-language";
export const relocationDismissedKey = "relocationNoticeDismissed";
