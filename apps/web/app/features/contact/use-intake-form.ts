import type { IntakeForm as FormKind } from "@firm/api/form-token";
import type { Locale } from "@firm/content/locale";
import type { FieldErrorLink } from "@firm/ui/error-summary";
import { type FormEvent, useRef, useState } from "react";
import { fetchFormToken } from "../../lib/form-token.ts";
import { usePage } from "../../lib/page-context.ts";
import { newIdempotencyKey, postJson } from "../../lib/post-json.ts";
import { useFormStatus } from "./form-status.ts";

export type IntakeEndpoint = "/api/contact" | "/api/consultation";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: EventTarget): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const formKinds = {
  "/api/contact": "contact",
  "/api/consultation": "consultation",
} as const satisfies Record<IntakeEndpoint, FormKind>;

/** An intake form island's props: its language and the form token the server rendered. */
export type IntakeFormProps = { locale: Locale; formToken: string };

type FieldValues = Record<string, string>;

type ValueEvent = { target: { value: string } };

export type IntakeFormOptions<F extends FieldValues> = {
  endpoint: IntakeEndpoint;
  locale: Locale;
  /** The form token the server rendered into the page (replaced by a fresh one on first focus). */
  formToken: string;
  /** Every field's starting value; the form returns to these after a successful submission. */
  defaults: F;
  /** The JSON body's form fields (docs/product.md#4-forms); the meta fields are added by the hook. */
  payload: (fields: F) => Record<string, string>;
  /** Field names to visible labels, for the error summary. */
  labels: Readonly<Record<keyof F, string>>;
  /** Prefix of the controls' ids, unique on the page: `<prefix>-<name>`. */
  idPrefix: string;
};

/**
 * One intake form's behaviour (docs/product.md#4-forms): controlled fields, the sending flag and result, the JSON
 * post with its meta fields (locale, page, honeypot, form token, the optional call consent) and a
 * fresh Idempotency-Key per attempt, reset to the defaults on success, and the list of fields the
 * browser found invalid. On the first focus inside the form, a fresh form token replaces the
 * rendered one (the page may come from a cache).
 * `formProps` also makes the form a real POST to the API, for visitors without JavaScript.
 */
export function useIntakeForm<F extends FieldValues>(options: IntakeFormOptions<F>) {
  const { endpoint, locale, defaults, payload, labels, idPrefix } = options;
  const [formToken, setFormToken] = useState(options.formToken);
  const tokenAsked = useRef(false);
  const [fields, setFields] = useState<F>(defaults);
  const [consent, setConsent] = useState(false);
  const [invalid, setInvalid] = useState<FieldErrorLink[]>([]);
  const collecting = useRef<Map<string, FieldErrorLink> | null>(null);
  const { sending, result, run } = useFormStatus();
  const { pathname } = usePage();

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
      formToken,
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

  /** The first focus on one of the form's fields (not on its banners) asks for a fresh token. */
  function onFocusCapture(event: FormEvent<HTMLFormElement>) {
    if (tokenAsked.current || !isControl(event.target)) return;
    tokenAsked.current = true;
    void fetchFormToken(formKinds[endpoint]).then((fresh) => {
      if (fresh) setFormToken(fresh);
    });
  }

  /**
   * The browser fires `invalid` on each invalid control, one after another, when it blocks a submit;
   * they are gathered and shown together once the browser is done (it keeps focus on the first one).
   */
  function onInvalidCapture(event: FormEvent<HTMLFormElement>) {
    const control = event.target;
    if (!isControl(control)) return;
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
    meta: { locale, page: pathname, formToken },
    formProps: {
      method: "post",
      action: endpoint,
      onSubmit,
      onInvalidCapture,
      onFocusCapture,
      "aria-busy": sending,
    },
  } as const;
}

/** What `useIntakeForm` gives a form's parts. */
export type IntakeForm<F extends FieldValues> = ReturnType<typeof useIntakeForm<F>>;
