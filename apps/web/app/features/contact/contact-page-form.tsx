import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import { urgencyChoices } from "@firm/content/enums/urgency";
import { contactPage, type FieldValues } from "@firm/intake/forms";
import { Button } from "@firm/ui/button";
import { CharacterCount } from "@firm/ui/character-count";
import { RadioGroup } from "@firm/ui/radio-group";
import { SelectField } from "@firm/ui/select-field";
import { TextField } from "@firm/ui/text-field";
import { useCopy } from "../../lib/copy.ts";
import * as styles from "./contact-form.css.ts";
import { FormFeedback } from "./form-feedback.tsx";
import { FormMetaFields } from "./form-meta-fields.tsx";
import { FormNotices } from "./form-notices.tsx";
import { type IntakeFormProps, useIntakeForm } from "./use-intake-form.ts";

/**
 * The contact page's message (@firm/intake/forms): sent as name (first and last joined by a space),
 * email, phone, caseType and message; the urgency is kept on screen but not sent.
 */
export function contactPagePayload({
  firstName,
  lastName,
  email,
  phone,
  caseType,
  message,
}: FieldValues<typeof contactPage>) {
  const name = [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return { name, email, phone, caseType, message };
}

/** The contact page's form, sent to /api/contact. */
export function ContactPageForm({ locale }: IntakeFormProps) {
  const copy = useCopy("contactPage").form;
  const formsCommon = useCopy("formsCommon");
  const { labels } = copy;
  const form = useIntakeForm({
    endpoint: "/api/contact",
    locale,
    form: contactPage,
    payload: contactPagePayload,
    labels,
    idPrefix: "contact",
    controlOf: { name: "firstName" },
  });

  return (
    <form className={styles.form} {...form.formProps}>
      <FormFeedback locale={locale} result={form.result} copy={copy} invalid={form.invalid} />
      <p className={styles.note}>{formsCommon.requiredNote}</p>
      <FormMetaFields {...form.meta} />
      <div className={styles.row}>
        <TextField label={labels.firstName} {...form.bind("firstName")} />
        <TextField label={labels.lastName} {...form.bind("lastName")} />
      </div>
      <div className={styles.row}>
        <TextField label={labels.email} {...form.bind("email")} />
        <TextField label={labels.phone} {...form.bind("phone")} />
      </div>
      <SelectField
        label={labels.caseType}
        options={caseTypes.map((value) => ({ value, label: caseTypeLabels[locale][value] }))}
        {...form.bind("caseType")}
      />
      <RadioGroup legend={labels.urgency} options={urgencyChoices(locale)} {...form.bindRadio("urgency")} />
      <CharacterCount label={labels.message} {...form.bindCounted("message")} />
      <FormNotices locale={locale} form={form} consentId="contact-consent" />
      <Button className={styles.submit} type="submit" busy={form.sending} busyLabel={copy.sending}>
        {copy.submit}
      </Button>
    </form>
  );
}
