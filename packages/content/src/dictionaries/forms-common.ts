import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  requiredNote: "Fields marked with * are required.",
  errorSummaryTitle: "Please correct the following:",
  /** Closes a confirmation without doing anything: its button, and its close icon's name. */
  cancel: "Cancel",
  close: "Close",
  honeypotLabel: "Leave this field empty",
  /**
   * Why the site or the API refused an answer (@firm/intake/validity), shown as the field's own
   * validity message and in the list of fields to correct.
   */
  fieldProblems: {
    missing: "Please fill in this field.",
    blank: "Please write more than spaces here.",
    tooLong: "This answer is longer than the field can hold: please shorten it.",
    format: "Please remove the unusual or invisible characters from this field.",
    phone:
      "Please enter a phone number with at least 7 digits, for example (714) 555-0199 ext. 12 or +52 55 1234 5678.",
    email: "Please enter an e-mail address such as name@example.com.",
    choice: "Please choose one of the options.",
  },
  /**
   * The count under a long text field (description, message, witnesses): the limit as a hint,
   * then, near the limit, what is left or how many characters are too many (never cut).
   */
  characterCount: {
    limit: template("You can enter up to {limit} characters."),
    remaining: {
      one: template("You have {count} character remaining"),
      other: template("You have {count} characters remaining"),
    },
    tooMany: {
      one: template("You have {count} character too many"),
      other: template("You have {count} characters too many"),
    },
    shorten: template("Please shorten it to {limit} characters or fewer."),
  },
  /** On the result page of a form sent without JavaScript: the fields to correct. */
  refusedFieldsIntro: "Please correct these answers and send the form again:",
  /** The pages a form sent without JavaScript leads to (request-received, request-failed). */
  resultPages: {
    receivedHeading: "Thank You",
    failedHeading: "Your Request Was Not Sent",
    nextStepsHeading: "What would you like to do next?",
    homeLink: "Return to the home page",
    formLinks: {
      contact: "Back to the contact form",
      consultation: "Back to the consultation form",
    },
    callLink: template("Call us at {phone}"),
    backHint:
      "You can also use your browser's Back button to return to the form: what you typed may still be there.",
    /** Extra help for some of the API's error codes (the `reason` in the address). */
    reasons: {
      invalid_request:
        "Some of the information was missing or not in the expected format. Please check the form and " +
        "send it again.",
      rate_limited:
        "Too many requests were sent from your connection in a short time. Please wait a few minutes " +
        "before trying again.",
      payload_too_large:
        "What you sent is far longer than the form accepts, so none of it could be read. Please go back, " +
        "shorten your longest answers and send the form again.",
    },
  },
  /**
   * The page nginx sends, in English and Spanish at once, when a form sent without JavaScript could
   * not reach the intake service: it was not sent, and how to reach the firm instead.
   */
  unsentPage: {
    title: "Your message was not sent",
    heading: "Your message could not be sent",
    message: template(
      "Our website could not pass it on just now, so nothing was sent. Please call us at {phone} or write to {email}: we are here to help.",
    ),
    backHint:
      "Use your browser's Back button to return to the form: what you typed may still be there, to " +
      "send again later.",
    callLink: template("Call {phone}"),
    emailLink: template("E-mail {email}"),
    homeLink: "Return to the home page",
  },
};

export type FormsCommonCopy = typeof en;

const es: FormsCommonCopy = {
  requiredNote: "Los campos marcados con * son obligatorios.",
  errorSummaryTitle: "Por favor, corrija lo siguiente:",
  cancel: "Cancelar",
  close: "Cerrar",
  honeypotLabel: "Deje este campo vacío",
  fieldProblems: {
    missing: "Complete este campo.",
    blank: "Escriba algo más que espacios en este campo.",
    tooLong: "Esta respuesta es más larga de lo que admite el campo: acórtela, por favor.",
    format: "Quite los caracteres inusuales o invisibles de este campo.",
    phone:
      "Escriba un número de teléfono de al menos 7 dígitos, por ejemplo (714) 555-0199 ext. 12 o +52 55 1234 5678.",
    email: "Escriba un correo electrónico como nombre@ejemplo.com.",
    choice: "Elija una de las opciones.",
  },
  characterCount: {
    limit: template("Puede escribir hasta {limit} caracteres."),
    remaining: {
      one: template("Le queda {count} carácter"),
      other: template("Le quedan {count} caracteres"),
    },
    tooMany: {
      one: template("Tiene {count} carácter de más"),
      other: template("Tiene {count} caracteres de más"),
    },
    shorten: template("Acorte el texto a {limit} caracteres o menos."),
  },
  refusedFieldsIntro: "Corrija estas respuestas y envíe el formulario de nuevo:",
  resultPages: {
    receivedHeading: "Gracias",
    failedHeading: "Su solicitud no se envió",
    nextStepsHeading: "¿Qué desea hacer ahora?",
    homeLink: "Volver a la página de inicio",
    formLinks: {
      contact: "Volver al formulario de contacto",
      consultation: "Volver al formulario de consulta",
    },
    callLink: template("Llámenos al {phone}"),
    backHint:
      "También puede usar el botón Atrás de su navegador para volver al formulario: es posible que lo " +
      "que escribió siga ahí.",
    reasons: {
      invalid_request:
        "Faltaba información o algún dato no tenía el formato esperado. Revise el formulario y envíelo " +
        "de nuevo.",
      rate_limited:
        "Se enviaron demasiadas solicitudes desde su conexión en poco tiempo. Espere unos minutos antes " +
        "de volver a intentarlo.",
      payload_too_large:
        "Lo que envió es mucho más largo de lo que admite el formulario, así que no pudimos leerlo. " +
        "Vuelva atrás, acorte sus respuestas más largas y envíe el formulario de nuevo.",
    },
  },
  unsentPage: {
    title: "Su mensaje no se envió",
    heading: "No pudimos enviar su mensaje",
    message: template(
      "Nuestro sitio web no pudo transmitirlo en este momento, así que no se envió nada. Llámenos al {phone} o escríbanos a {email}: estamos para ayudarle.",
    ),
    backHint:
      "Use el botón Atrás de su navegador para volver al formulario: es posible que lo que escribió " +
      "siga ahí, para enviarlo más tarde.",
    callLink: template("Llamar al {phone}"),
    emailLink: template("Escribir a {email}"),
    homeLink: "Volver a la página de inicio",
  },
};

export const formsCommon: PerLocale<FormsCommonCopy> = { en, es };
