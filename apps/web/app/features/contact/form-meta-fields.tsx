import type { Locale } from "@firm/content/locale";
import { visuallyHidden } from "@firm/ui/utilities";
import { useId } from "react";
import { useCopy } from "../../lib/copy.ts";

export type FormMeta = { locale: Locale; page: string; formToken: string };

/**
 * The fields every intake form posts besides the visitor's answers (also without JavaScript): the
 * page's language and path, the form token the server issued, and the `website` honeypot — hidden from
 * people and assistive technology, left empty by humans, filled by many bots.
 */
export function FormMetaFields({ locale, page, formToken }: FormMeta) {
  const { honeypotLabel } = useCopy("formsCommon");
  const honeypotId = useId();
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="formToken" value={formToken} />
      <div className={visuallyHidden} aria-hidden="true">
        <label htmlFor={honeypotId}>{honeypotLabel}</label>
        <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
