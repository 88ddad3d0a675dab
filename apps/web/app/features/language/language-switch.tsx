import { LanguageToggle } from "@firm/ui/language-toggle";
import { useCopy } from "../../lib/copy.ts";
import { localizedPath, otherLocale } from "../../lib/locale.ts";
import { languageChoiceParam } from "../../lib/storage-keys.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * The language toggle (docs/product.md#3-shared-parts-of-every-page): a floating button with the other language's code, leading to the same
 * page in that language. The link carries the choice (`?lang=es`): the next page's pre-paint script
 * saves it (`site-language`) and takes it out of the address, so it counts even when the visitor
 * clicks before this island has started (decision 0030). <html lang> follows the URL.
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
      href={`${localizedPath(pathname, target)}?${languageChoiceParam}=${target}`}
      placement="bottom-end"
    />
  );
}
