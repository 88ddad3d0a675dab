import { homeContact } from "@firm/content/dictionaries/home-contact";
import { type CaseType, caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { Button } from "@firm/ui/button";
import { FormBanner } from "@firm/ui/form-banner";
import { SelectField } from "@firm/ui/select-field";
import { TextField } from "@firm/ui/text-field";
import { TextareaField } from "@firm/ui/textarea-field";
import { type FormEvent, useState } from "react";
import { postJson } from "../../lib/post-json.ts";
import * as styles from "./contact-form.css.ts";
import { useFormStatus } from "./form-status.ts";

type Fields = { name: string; email: string; phone: string; caseType: CaseType; message: string };

const empty: Fields = { name: "", email: "", phone: "", caseType: "", message: "" };

/** The home page's contact form (spec §3 "Home contact message"), posted as JSON to /api/contact. */
export function HomeContactForm({ locale }: { locale: Locale }) {
  const copy = homeContact[locale];
  const [fields, setFields] = useState<Fields>(empty);
  const { sending, result, run } = useFormStatus();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(
      () => postJson("/api/contact", fields),
      () => setFields(empty),
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={sending}>
      {result === "success" ? (
        <FormBanner
          tone="success"
          title={copy.successTitle}
          message={withSiteValues(copy.successMessage, locale)}
        />
      ) : null}
      {result === "error" ? (
        <FormBanner
          tone="error"
          title={copy.errorTitle}
          message={withSiteValues(copy.errorMessage, locale)}
        />
      ) : null}
      <p className={styles.note}>{copy.requiredNote}</p>
      <div className={styles.row}>
        <TextField
          label={copy.nameLabel}
          name="name"
          required
          autoComplete="name"
          value={fields.name}
          onChange={set("name")}
        />
        <TextField
          label={copy.emailLabel}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={fields.email}
          onChange={set("email")}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={copy.phoneLabel}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={set("phone")}
        />
        <SelectField
          label={copy.caseTypeLabel}
          name="caseType"
          value={fields.caseType}
          onChange={set("caseType")}
          options={caseTypes.map((value) => ({ value, label: caseTypeLabels[locale][value] }))}
        />
      </div>
      <TextareaField
        label={copy.messageLabel}
        name="message"
        required
        rows={5}
        value={fields.message}
        onChange={set("message")}
      />
      <Button type="submit" busy={sending} busyLabel={copy.sending}>
        {copy.submit}
      </Button>
      <p className={styles.note}>{copy.confidentiality}</p>
    </form>
  );
}
