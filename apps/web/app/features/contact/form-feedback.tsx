import type { Locale } from "@firm/content/locale";
import { withSiteValues } from "@firm/content/site-values";
import { ErrorSummary, type FieldErrorLink } from "@firm/ui/error-summary";
import { FormBanner } from "@firm/ui/form-banner";
import { useEffect, useRef } from "react";
import { useCopy } from "../../lib/copy.ts";
import type { FormResult } from "./form-status.ts";

export type ResultCopy = {
  successTitle: string;
  successMessage: string;
  errorTitle: string;
  errorMessage: string;
};

type FormFeedbackProps = {
  locale: Locale;
  result: FormResult;
  copy: ResultCopy;
  /** Fields the browser refused at the last attempt to submit. */
  invalid: readonly FieldErrorLink[];
  summaryHeadingLevel?: 2 | 3;
};

/**
 * The top of a form: the success or error banner of the last submission (docs/product.md#4-forms), which takes
 * the focus when it appears, and the summary of the fields the browser refused.
 */
export function FormFeedback({ locale, result, copy, invalid, summaryHeadingLevel = 3 }: FormFeedbackProps) {
  const { errorSummaryTitle } = useCopy("formsCommon");
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result !== "idle") banner.current?.focus();
  }, [result]);
  return (
    <>
      {result === "success" ? (
        <FormBanner
          ref={banner}
          tone="success"
          title={copy.successTitle}
          message={withSiteValues(copy.successMessage, locale)}
        />
      ) : null}
      {result === "error" ? (
        <FormBanner
          ref={banner}
          tone="error"
          title={copy.errorTitle}
          message={withSiteValues(copy.errorMessage, locale)}
        />
      ) : null}
      {invalid.length > 0 ? (
        <ErrorSummary title={errorSummaryTitle} errors={invalid} headingLevel={summaryHeadingLevel} />
      ) : null}
    </>
  );
}
