import { compliance } from "@firm/content/dictionaries/compliance";
import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { Checkbox } from "@firm/ui/checkbox";
import { AppLink } from "../../lib/app-link.tsx";
import { localizedPath } from "../../lib/locale.ts";
import * as styles from "./contact-form.css.ts";

/**
 * What a visitor must read before sending (California): sending does not create an attorney-client
 * relationship, and the CCPA notice at collection with a link to the privacy policy.
 */
export function FormNotices({ locale }: { locale: Locale }) {
  const copy = compliance[locale];
  return (
    <div className={styles.notices}>
      <p className={styles.note}>{copy.noRelationship}</p>
      <p className={styles.note}>
        {copy.ccpaNotice}{" "}
        <AppLink className={styles.noteLink} href={localizedPath("/privacy", locale)}>
          {copy.ccpaLinkLabel}
        </AppLink>
      </p>
    </div>
  );
}

type ConsentProps = {
  locale: Locale;
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * Optional consent to calls and texts (TCPA), unticked by default and not a condition of service;
 * sent as `consentToCalls` (a form post sends "on" when ticked) and stored with the request.
 */
export function ConsentCheckbox({ locale, id, checked, onCheckedChange }: ConsentProps) {
  const copy = compliance[locale];
  return (
    <Checkbox
      id={id}
      label={withSiteValues(copy.consentLabel, locale)}
      hint={copy.consentHint}
      name="consentToCalls"
      checked={checked}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
    />
  );
}
