import { LanguageToggle } from "@firm/ui/language-toggle";
import { useCopy } from "../../lib/copy.ts";
import { localizedPath, otherLocale } from "../../lib/locale.ts";
import { siteLanguageKey } from "../../lib/storage-keys.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * The language toggle (docs/product.md#3-shared-parts-of-every-page): a floating button with the other language's code, leading to the same
 * page in that language; the choice is saved (`site-language`) and <html lang> follows the URL.
 */
export function LanguageSwitch() {
  const { locale, pathname } = useLocale();
  const languageToggle = useCopy("languageToggle");
  const target = otherLocale(locale);
  return (
    <LanguageToggle
      code={target.toUpperCase()}
      label={languageToggle.label}
      lang={target}
      href={localizedPath(pathname, target)}
      placement="bottom-end"
      onSelect={() => {
        try {
          localStorage.setItem(siteLanguageKey, target);
        } catch {
          // Storage unavailable: the link still leads to the other language.
        }
      }}
    />
  );
}
