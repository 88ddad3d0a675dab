import { withSiteValues } from "@firm/content/site-values";
import { consultationRequest } from "@firm/intake/forms";
import { Button } from "@firm/ui/button";
import { Heading } from "@firm/ui/heading";
import { Text } from "@firm/ui/text";
import { useCopy } from "../../lib/copy.ts";
import * as formStyles from "../contact/contact-form.css.ts";
import { FormFeedback } from "../contact/form-feedback.tsx";
import { FormMetaFields } from "../contact/form-meta-fields.tsx";
import { FormNotices } from "../contact/form-notices.tsx";
import { type IntakeFormProps, useIntakeForm } from "../contact/use-intake-form.ts";
import * as styles from "./consultation.css.ts";
import { consultationChoices, consultationPayload } from "./consultation-fields.ts";
import { ConsultationGroups } from "./consultation-groups.tsx";

/** The free consultation's long intake form, sent in full to /api/consultation. */
export function ConsultationForm({ locale }: IntakeFormProps) {
  const copy = useCopy("consultation").form;
  const formsCommon = useCopy("formsCommon");
  const form = useIntakeForm({
    endpoint: "/api/consultation",
    locale,
    form: consultationRequest,
    payload: consultationPayload,
    labels: copy.labels,
    idPrefix: "consultation",
  });

  return (
    <form className={styles.form} {...form.formProps}>
      <FormFeedback
        locale={locale}
        result={form.result}
        copy={copy}
        invalid={form.invalid}
        summaryHeadingLevel={2}
      />
      <p className={formStyles.note}>{formsCommon.requiredNote}</p>
      <FormMetaFields {...form.meta} />
      <ConsultationGroups
        form={form}
        copy={copy}
        choices={consultationChoices(locale, copy.selectPlaceholder)}
      />
      <section className={styles.submitBox} aria-labelledby="consultation-submit-heading">
        <Heading level={2} size="lg" id="consultation-submit-heading">
          {copy.submitBox.heading}
        </Heading>
        <Text>{withSiteValues(copy.submitBox.text, locale)}</Text>
        <FormNotices locale={locale} form={form} consentId="consultation-consent" />
        <Button
          className={formStyles.submit}
          type="submit"
          variant="accent"
          size="lg"
          busy={form.sending}
          busyLabel={copy.submitBox.sending}
        >
          {copy.submitBox.submit}
        </Button>
        <p className={formStyles.note}>{copy.submitBox.note}</p>
      </section>
    </form>
  );
}
