import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { Checkbox } from "@firm/ui/checkbox";
import { useCopy } from "../../lib/copy.ts";
import { localizedPath } from "../../lib/locale.ts";
import * as styles from "./contact-form.css.ts";

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
function ConsentCheckbox({ locale, id, checked, onCheckedChange }: ConsentProps) {
  const copy = useCopy("compliance");
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

type FormNoticesProps = {
  locale: Locale;
  /** The form's consent state (from useIntakeForm) and the checkbox's id. */
  form: { consent: boolean; setConsent: (checked: boolean) => void };
  consentId: string;
};

/**
 * What a visitor reads, and may agree to, before sending (California): no attorney-client
 * relationship, the CCPA notice at collection with a link to the privacy policy, and the optional
 * consent to calls and texts.
 */
export function FormNotices({ locale, form, consentId }: FormNoticesProps) {
  const copy = useCopy("compliance");
  return (
    <>
      <div className={styles.notices}>
        <p className={styles.note}>{copy.noRelationship}</p>
        <p className={styles.note}>
          {copy.ccpaNotice}{" "}
          <a className={styles.noteLink} href={localizedPath("/privacy", locale)}>
            {copy.ccpaLinkLabel}
          </a>
        </p>
      </div>
      <ConsentCheckbox
        locale={locale}
        id={consentId}
        checked={form.consent}
        onCheckedChange={form.setConsent}
      />
    </>
  );
}
