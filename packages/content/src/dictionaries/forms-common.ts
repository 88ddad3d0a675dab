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
    },
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
    },
  },
};

export const formsCommon: PerLocale<FormsCommonCopy> = { en, es };
