import { formsCommon } from "@firm/content/dictionaries/forms-common";
import { homeContact } from "@firm/content/dictionaries/home-contact";
import { caseTypeLabels, caseTypes } from "@firm/content/enums/case-type";
import type { Locale } from "@firm/content/locale";
import { siteValues } from "@firm/content/site-values";
import { fill } from "@firm/content/template";
import { controlAttributes } from "@firm/intake/attributes";
import { contactMessage } from "@firm/intake/forms";
import { type FieldProblem, formProblems } from "@firm/intake/validity";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../button/button.tsx";
import { ErrorSummary } from "../error-summary/error-summary.tsx";
import { SelectField } from "../field/select-field.tsx";
import { TextField } from "../field/text-field.tsx";
import { TextareaField } from "../field/textarea-field.tsx";
import { FormBanner } from "../form-banner/form-banner.tsx";
import { Stack } from "../stack/stack.tsx";
import { Text } from "../text/text.tsx";

type Field = keyof typeof contactMessage;
type Problem = { field: string; problem: FieldProblem };

export type IntakeFormPatternProps = {
  locale: Locale;
  /** Called with the answers once nothing is refused (the site posts them to the API). */
  onSend: (answers: Record<string, string>) => void;
  /** Shows the form as after a send with every field empty. */
  startWithErrors?: boolean;
};

/**
 * The home page's contact form as the design system composes it: its fields and rules from the intake
 * model (`@firm/intake`, the same rules the API applies), its words from the content package. A send
 * with problems lists them in an error summary that takes the focus, each linking to its field, and
 * marks each field; a send without problems shows the success banner and empties the form.
 */
export function IntakeFormPattern({ locale, onSend, startWithErrors = false }: IntakeFormPatternProps) {
  const text = homeContact[locale];
  const common = formsCommon[locale];
  const labels: Record<Field, string> = {
    name: text.nameLabel,
    email: text.emailLabel,
    phone: text.phoneLabel,
    caseType: text.caseTypeLabel,
    message: text.messageLabel,
  };
  const [problems, setProblems] = useState<Problem[]>(() =>
    startWithErrors ? formProblems(contactMessage, {}) : [],
  );
  const [sent, setSent] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLElement>(null);
  const formId = useId();
  const idOf = (field: string) => `${formId}-${field}`;
  const errorOf = (field: Field) => {
    const found = problems.find((entry) => entry.field === field);
    return found ? common.fieldProblems[found.problem] : undefined;
  };
  // After a refused send the summary takes the focus, once it is on the page.
  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const answers = Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]));
    const found = formProblems(contactMessage, answers);
    setProblems(found);
    setSent(found.length === 0);
    if (found.length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    onSend(answers);
    form.reset();
  };

  return (
    <form noValidate onSubmit={send}>
      <Stack gap="lg">
        {sent ? (
          <FormBanner
            tone="success"
            title={text.successTitle}
            message={fill(text.successMessage, siteValues(locale))}
          />
        ) : null}
        {problems.length > 0 ? (
          <ErrorSummary
            ref={summary}
            title={common.errorSummaryTitle}
            errors={problems.map((entry) => ({
              fieldId: idOf(entry.field),
              message: `${labels[entry.field as Field]}: ${common.fieldProblems[entry.problem]}`,
            }))}
          />
        ) : null}
        <Text size="sm" tone="muted">
          {text.requiredNote}
        </Text>
        <Stack gap="md">
          {(["name", "email", "phone"] as const).map((field) => (
            <TextField
              key={field}
              id={idOf(field)}
              name={field}
              label={labels[field]}
              error={errorOf(field)}
              {...controlAttributes(contactMessage[field])}
            />
          ))}
          <SelectField
            id={idOf("caseType")}
            name="caseType"
            label={labels.caseType}
            error={errorOf("caseType")}
            options={caseTypes.map((value) => ({ value, label: caseTypeLabels[locale][value] }))}
          />
          <TextareaField
            id={idOf("message")}
            name="message"
            label={labels.message}
            error={errorOf("message")}
            {...controlAttributes(contactMessage.message)}
          />
        </Stack>
        <div>
          <Button type="submit">{text.submit}</Button>
        </div>
      </Stack>
    </form>
  );
}
