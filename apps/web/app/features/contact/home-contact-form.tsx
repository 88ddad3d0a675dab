import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import { contactMessage } from "@firm/intake/forms";
import { Button } from "@firm/ui/button";
import { CharacterCount } from "@firm/ui/character-count";
import { SelectField } from "@firm/ui/select-field";
import { TextField } from "@firm/ui/text-field";
import { useCopy } from "../../lib/copy.ts";
import * as styles from "./contact-form.css.ts";
import { FormFeedback } from "./form-feedback.tsx";
import { FormMetaFields } from "./form-meta-fields.tsx";
import { FormNotices } from "./form-notices.tsx";
import { type IntakeFormProps, useIntakeForm } from "./use-intake-form.ts";

/** The home page's contact form: the contact message's fields (@firm/intake/forms), sent to /api/contact. */
export function HomeContactForm({ locale }: IntakeFormProps) {
  const copy = useCopy("homeContact");
  const form = useIntakeForm({
    endpoint: "/api/contact",
    locale,
    form: contactMessage,
    payload: ({ name, email, phone, caseType, message }) => ({ name, email, phone, caseType, message }),
    labels: {
      name: copy.nameLabel,
      email: copy.emailLabel,
      phone: copy.phoneLabel,
      caseType: copy.caseTypeLabel,
      message: copy.messageLabel,
    },
    idPrefix: "home-contact",
  });

  return (
    <form className={styles.form} {...form.formProps}>
      <FormFeedback locale={locale} result={form.result} copy={copy} invalid={form.invalid} />
      <p className={styles.note}>{copy.requiredNote}</p>
      <FormMetaFields {...form.meta} />
      <div className={styles.row}>
        <TextField label={copy.nameLabel} {...form.bind("name")} />
        <TextField label={copy.emailLabel} {...form.bind("email")} />
      </div>
      <div className={styles.row}>
        <TextField label={copy.phoneLabel} {...form.bind("phone")} />
        <SelectField
          label={copy.caseTypeLabel}
          options={caseTypes.map((value) => ({ value, label: caseTypeLabels[locale][value] }))}
          {...form.bind("caseType")}
        />
      </div>
      <CharacterCount label={copy.messageLabel} {...form.bindCounted("message")} />
      <FormNotices locale={locale} form={form} consentId="home-contact-consent" />
      <Button className={styles.submit} type="submit" busy={form.sending} busyLabel={copy.sending}>
        {copy.submit}
      </Button>
      <p className={styles.note}>{copy.confidentiality}</p>
    </form>
  );
}
