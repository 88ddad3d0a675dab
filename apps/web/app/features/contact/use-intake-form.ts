import type { Locale } from "@firm/content/locale";
import type { FieldErrorLink } from "@firm/ui/error-summary";
import { type FormEvent, useRef, useState } from "react";
import { usePage } from "../../lib/page-context.ts";
import { newIdempotencyKey, postJson } from "../../lib/post-json.ts";
import { useFormStatus } from "./form-status.ts";

export type IntakeEndpoint = "/api/contact" | "/api/consultation";

type FieldValues = Record<string, string>;

type ValueEvent = { target: { value: string } };

export type IntakeFormOptions<F extends FieldValues> = {
  endpoint: IntakeEndpoint;
  locale: Locale;
  /** Every field's starting value; the form returns to these after a successful submission. */
  defaults: F;
  /** The JSON body's form fields (spec §3); the meta fields are added by the hook. */
  payload: (fields: F) => Record<string, string>;
  /** Field names to visible labels, for the error summary. */
  labels: Readonly<Record<keyof F, string>>;
  /** Prefix of the controls' ids, unique on the page: `<prefix>-<name>`. */
  idPrefix: string;
};

/**
 * One intake form's behaviour (spec §4): controlled fields, the sending flag and result, the JSON
 * post with its meta fields (locale, page, honeypot, formStartedAt, the optional call consent) and a fresh Idempotency-Key per
 * attempt, reset to the defaults on success, and the list of fields the browser found invalid.
 * `formProps` also makes the form a real POST to the API, for visitors without JavaScript.
 */
export function useIntakeForm<F extends FieldValues>(options: IntakeFormOptions<F>) {
  const { endpoint, locale, defaults, payload, labels, idPrefix } = options;
  const [fields, setFields] = useState<F>(defaults);
  const [consent, setConsent] = useState(false);
  const [invalid, setInvalid] = useState<FieldErrorLink[]>([]);
  const collecting = useRef<Map<string, FieldErrorLink> | null>(null);
  const { sending, result, run } = useFormStatus();
  const { pathname, renderedAt: formStartedAt } = usePage();

  const id = (name: keyof F & string) => `${idPrefix}-${name}`;
  const setField = <K extends keyof F & string>(name: K, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  /** Props of a text field, select or textarea bound to one field. */
  const bind = (name: keyof F & string) => ({
    id: id(name),
    name,
    value: fields[name],
    onChange: (event: ValueEvent) => setField(name, event.target.value),
  });

  /** Props of a radio group bound to one field. */
  const bindRadio = (name: keyof F & string) => ({
    id: id(name),
    name,
    value: fields[name],
    onValueChange: (value: string) => setField(name, value),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setInvalid([]);
    const website = new FormData(event.currentTarget).get("website");
    const body = {
      ...payload(fields),
      locale,
      page: pathname,
      website: typeof website === "string" ? website : "",
      formStartedAt,
      consentToCalls: consent,
    };
    void run(
      () => postJson(endpoint, body, { idempotencyKey: newIdempotencyKey() }),
      () => {
        setFields(defaults);
        setConsent(false);
      },
    );
  }

  /**
   * The browser fires `invalid` on each invalid control, one after another, when it blocks a submit;
   * they are gathered and shown together once the browser is done (it keeps focus on the first one).
   */
  function onInvalidCapture(event: FormEvent<HTMLFormElement>) {
    const control = event.target;
    if (
      !(control instanceof HTMLInputElement) &&
      !(control instanceof HTMLSelectElement) &&
      !(control instanceof HTMLTextAreaElement)
    ) {
      return;
    }
    if (collecting.current === null) {
      const found = new Map<string, FieldErrorLink>();
      collecting.current = found;
      setTimeout(() => {
        collecting.current = null;
        setInvalid([...found.values()]);
      }, 0);
    }
    const label = labels[control.name as keyof F];
    if (label && !collecting.current.has(control.name)) {
      collecting.current.set(control.name, { fieldId: control.id, message: label });
    }
  }

  return {
    fields,
    bind,
    bindRadio,
    consent,
    setConsent,
    sending,
    result,
    invalid,
    meta: { locale, page: pathname, formStartedAt },
    formProps: { method: "post", action: endpoint, onSubmit, onInvalidCapture, "aria-busy": sending },
  } as const;
}

/** What `useIntakeForm` gives a form's parts. */
export type IntakeForm<F extends FieldValues> = ReturnType<typeof useIntakeForm<F>>;
