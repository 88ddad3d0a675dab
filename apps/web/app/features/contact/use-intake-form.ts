import { characterCountMessages } from "@firm/content/character-count";
import type { Locale } from "@firm/content/locale";
import { controlAttributes } from "@firm/intake/attributes";
import { maxLengthOf } from "@firm/intake/field";
import type { IntakeForm as FormKind } from "@firm/intake/form-token";
import { type FieldValues, type FormDefinition, initialValues } from "@firm/intake/forms";
import { fieldProblem } from "@firm/intake/validity";
import type { FieldErrorLink } from "@firm/ui/error-summary";
import { type FormEvent, useRef, useState } from "react";
import { useCopy } from "../../lib/copy.ts";
import { fetchFormToken } from "../../lib/form-token.ts";
import { usePage } from "../../lib/page-context.ts";
import { newIdempotencyKey, postJson, type RefusedField } from "../../lib/post-json.ts";
import { visitSource } from "../../lib/visit-source.ts";
import { useProblemMessage } from "./field-problem-message.ts";
import { useFormStatus } from "./form-status.ts";

export type IntakeEndpoint = "/api/contact" | "/api/consultation";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: unknown): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const formKinds = {
  "/api/contact": "contact",
  "/api/consultation": "consultation",
} as const satisfies Record<IntakeEndpoint, FormKind>;

/** An intake form island's props: its language (the page is a file: it carries no form token). */
export type IntakeFormProps = { locale: Locale };

type ValueEvent = { target: { value: string } };

export type IntakeFormOptions<D extends FormDefinition> = {
  endpoint: IntakeEndpoint;
  locale: Locale;
  /**
   * The form's fields (@firm/intake/forms): their starting values, to which the form returns after
   * a successful submission, and their rules, carried by each control's attributes.
   */
  form: D;
  /** The JSON body's form fields; the meta fields are added by the hook. */
  payload: (fields: FieldValues<D>) => Record<string, string>;
  /** Field names to visible labels, for the error summary. */
  labels: Readonly<Record<keyof D, string>>;
  /** Prefix of the controls' ids, unique on the page: `<prefix>-<name>`. */
  idPrefix: string;
  /** The control of a field the API names that the form sends under another name. */
  controlOf?: Readonly<Record<string, keyof D & string>>;
};

/**
 * One intake form's behaviour (docs/product.md#4-forms): controlled fields, the sending flag and result, the JSON
 * post with its meta fields (locale, page, honeypot, form token, the optional call consent, where the visit
 * came from: visit-source.ts) and a
 * fresh Idempotency-Key per attempt, reset to the defaults on success, and the list of fields the
 * browser found invalid. The page is the same file for every visitor, so it carries no form token:
 * the form asks the API for one when the visitor starts to use it (the first focus on a field), and
 * a submission waits for that answer, or asks then (a form filled without a focus, by autofill). Sent
 * without one (the API could not be reached, or no JavaScript) the request still reaches the team,
 * marked "check".
 * `formProps` also makes the form a real POST to the API, for visitors without JavaScript.
 */
export function useIntakeForm<D extends FormDefinition>(options: IntakeFormOptions<D>) {
  type F = FieldValues<D>;
  const { endpoint, locale, form, payload, labels, idPrefix } = options;
  const [defaults] = useState<F>(() => initialValues(form));
  const [formToken, setFormToken] = useState("");
  const tokenRequest = useRef<Promise<string | null> | null>(null);
  const [fields, setFields] = useState<F>(defaults);
  const problemMessage = useProblemMessage();
  const { characterCount } = useCopy("formsCommon");
  const [consent, setConsent] = useState(false);
  const [invalid, setInvalid] = useState<FieldErrorLink[]>([]);
  const collecting = useRef<Map<string, FieldErrorLink> | null>(null);
  const reporting = useRef(false);
  const { sending, result, run } = useFormStatus();
  const { pathname } = usePage();

  const id = (name: keyof F & string) => `${idPrefix}-${name}`;
  const setField = <K extends keyof F & string>(name: K, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  /**
   * What the browser cannot say with the control's attributes (a text area has no `pattern`), or
   * says only generically ("match the requested format"), it learns here: the control's validity
   * message is the field's problem, in the page's language, as the API would name it.
   */
  function checkControl(control: unknown, name: keyof F & string, value: string) {
    if (!isControl(control)) return;
    const definition = form[name];
    const problem = definition ? fieldProblem(definition, value) : null;
    const message = problem && problem !== "missing" && definition ? problemMessage(problem) : "";
    control.setCustomValidity(message);
  }

  /** Props of a text field, select or textarea bound to one field, its rules as attributes. */
  const bind = (name: keyof F & string) => ({
    id: id(name),
    name,
    value: fields[name],
    ...(form[name] ? controlAttributes(form[name]) : {}),
    onChange: (event: ValueEvent) => {
      checkControl(event.target, name, event.target.value);
      setField(name, event.target.value);
    },
  });

  /**
   * Props of a long text field bound to one field, with its character count: the limit is the
   * field's own (@firm/intake/forms), and a text past it is kept whole and refused by the form.
   */
  const bindCounted = (name: keyof F & string) => {
    const limit = form[name] ? maxLengthOf(form[name]) : undefined;
    if (limit === undefined) throw new Error(`${name} has no length limit to count`);
    return { ...bind(name), limit, messages: characterCountMessages(characterCount) };
  };

  /** Props of a radio group bound to one field. */
  const bindRadio = (name: keyof F & string) => ({
    id: id(name),
    name,
    value: fields[name],
    ...(form[name]?.required ? { required: true } : {}),
    onValueChange: (value: string) => setField(name, value),
  });

  /**
   * The API refused fields the browser let through: each control gets the reason as its validity
   * message, the summary lists them, and the first takes the focus and shows its message. What the
   * visitor typed stays; correcting a field clears its message.
   */
  function showRefused(refused: RefusedField[], formElement: HTMLFormElement) {
    const links: FieldErrorLink[] = [];
    for (const { field, problem } of refused) {
      const name = options.controlOf?.[field] ?? field;
      const definition = form[name];
      const control = formElement.elements.namedItem(name);
      if (!definition || !isControl(control)) continue;
      const message = problemMessage(problem);
      control.setCustomValidity(message);
      links.push({ fieldId: control.id, message: `${labels[name]}: ${message}` });
    }
    setInvalid(links);
    const first = links[0] && formElement.ownerDocument.getElementById(links[0].fieldId);
    if (first && isControl(first)) {
      first.focus();
      // Its `invalid` event is this list's first entry, not a new attempt to collect.
      reporting.current = true;
      first.reportValidity();
      reporting.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setInvalid([]);
    const formElement = event.currentTarget;
    const website = new FormData(formElement).get("website");
    const body = {
      ...payload(fields),
      locale,
      page: pathname,
      website: typeof website === "string" ? website : "",
      consentToCalls: consent,
      ...visitSource(),
    };
    const idempotencyKey = newIdempotencyKey();
    const send = async () => {
      const token = await askForToken();
      return postJson(endpoint, { ...body, formToken: token ?? "" }, { idempotencyKey });
    };
    void run(send, {
      onSuccess: () => {
        setFields(defaults);
        setConsent(false);
      },
      onRefused: (refused) => showRefused(refused, formElement),
    });
  }

  /** The form's token: asked for once; a failed request is asked again at the next use. */
  function askForToken(): Promise<string | null> {
    tokenRequest.current ??= fetchFormToken(formKinds[endpoint]).then((token) => {
      if (token) setFormToken(token);
      else tokenRequest.current = null;
      return token;
    });
    return tokenRequest.current;
  }

  /** The first focus on one of the form's fields (not on its banners) asks for the token. */
  function onFocusCapture(event: FormEvent<HTMLFormElement>) {
    if (!isControl(event.target)) return;
    void askForToken();
  }

  /**
   * The browser fires `invalid` on each invalid control, one after another, when it blocks a submit;
   * they are gathered and shown together once the browser is done (it keeps focus on the first one).
   */
  function onInvalidCapture(event: FormEvent<HTMLFormElement>) {
    const control = event.target;
    if (!isControl(control) || reporting.current) return;
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
      // A problem the form named itself (checkControl) is shown with the label; the browser's own
      // ("fill in this field") speaks the browser's language, not the page's, and is left to it.
      const message = control.validity.customError ? `${label}: ${control.validationMessage}` : label;
      collecting.current.set(control.name, { fieldId: control.id, message });
    }
  }

  return {
    fields,
    bind,
    bindCounted,
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
export type IntakeForm<D extends FormDefinition> = ReturnType<typeof useIntakeForm<D>>;
