import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

/**
 * E-mails the intake API sends: the legal team's notification of a new request (no story in it:
 * the full record is read in the console, through the link the notice carries) and the visitor's acknowledgment, which repeats
 * nothing the visitor typed.
 */
const en = {
  teamNotification: {
    subjectContact: "New contact message",
    subjectConsultation: "New consultation request",
    intro:
      "A new request arrived through the website. Only the essentials are in this e-mail; the full " +
      "details are stored securely in the intake records.",
    caseTypeLabel: "Type of case",
    caseTypeNotChosen: "Not chosen",
    nameLabel: "Name",
    phoneLabel: "Phone",
    phoneNotGiven: "Not given",
    languageLabel: "Visitor's language",
    recordLabel: "Record number",
    urgencyLabel: "Urgency",
    /** Before the subject of an urgent or emergency consultation; a normal one has nothing extra. */
    urgencySubject: { urgent: "Urgent", emergency: "Emergency" },
    /** A request in the inbox marked "check" (a soft spam signal): subject mark and why. */
    checkSubject: "[Check]",
    checkLabel: "Check, because",
    checkNotice:
      "This request was not sent to spam, but one sign looked automated. It may well be from a " +
      "person: read it in the console before you reply.",
    /** A "check" whose signal holds the visitor's acknowledgment until a member marks it genuine. */
    acknowledgmentHeld:
      "The visitor's acknowledgment is held: it is sent when someone marks this request genuine on " +
      "its page in the console.",
    openRecord: "To read the request, open its record in the console:",
    languages: { en: "English", es: "Spanish" },
    /** The firm's promise: the time by which the team should have answered. */
    dueLabel: "Reply due by",
  },
  /** To the team: an emergency or urgent request still new after its escalation time. */
  escalation: {
    subjectMark: "[No reply yet]",
    intro: template("This request arrived {age} ago and is still new. Reply due by {due}."),
    action:
      "Call the client now, then record it in the console: change the status, or add a note marked as contact.",
  },
  /** To the team, once a day at the configured hour. */
  dailySummary: {
    subject: template("Intake summary for {day}: {waiting} waiting, {overdue} overdue"),
    intro: "The intake team's daily summary.",
    received: "Received in the last 24 hours",
    waiting: "Still new",
    overdue: "Past their reply time",
    spam: "Sent to spam in the last 24 hours",
    openInbox: "Open the inbox, soonest due first:",
    openSpam: "Check what went to spam:",
  },
  acknowledgment: {
    subject: template("We received your request – {firmName}"),
    greeting: "Thank you for contacting us.",
    received: template(
      "We have received your request, and a member of our legal team will contact you within {replyHours} hours.",
    ),
    urgent: template(
      "If your matter is urgent, call us at {phone}. We are available 24/7 for urgent matters.",
    ),
    confidentiality:
      "What you share with us to seek legal help is kept confidential, whether or not you hire us.",
    referenceLabel: "Your reference number",
    notYou: "If you did not send this request, you can ignore this e-mail.",
    signature: template("The team at {firmName}"),
  },
  /** The subject of the team's own e-mail to a visitor, from the console's e-mail link. */
  teamReply: { subject: template("Your request to {firmName}") },
};

export type IntakeEmailCopy = typeof en;

const es: IntakeEmailCopy = {
  teamNotification: {
    subjectContact: "Nuevo mensaje de contacto",
    subjectConsultation: "Nueva solicitud de consulta",
    intro:
      "Llegó una nueva solicitud a través del sitio web. Este correo solo incluye lo esencial; los " +
      "detalles completos están guardados de forma segura en los registros de solicitudes.",
    caseTypeLabel: "Tipo de caso",
    caseTypeNotChosen: "Sin elegir",
    nameLabel: "Nombre",
    phoneLabel: "Teléfono",
    phoneNotGiven: "No indicado",
    languageLabel: "Idioma del visitante",
    recordLabel: "Número de registro",
    urgencyLabel: "Urgencia",
    urgencySubject: { urgent: "Urgente", emergency: "Emergencia" },
    checkSubject: "[Revisar]",
    checkLabel: "Revisar, porque",
    checkNotice:
      "Esta solicitud no se envió a spam, pero una señal parecía automática. Puede ser de una " +
      "persona: léala en la consola antes de responder.",
    acknowledgmentHeld:
      "El acuse de recibo al visitante está retenido: se envía cuando alguien marca esta solicitud " +
      "como auténtica en su página de la consola.",
    openRecord: "Para leer la solicitud, abra su registro en la consola:",
    languages: { en: "Inglés", es: "Español" },
    dueLabel: "Responder antes de",
  },
  escalation: {
    subjectMark: "[Sin respuesta]",
    intro: template("Esta solicitud llegó hace {age} y sigue como nueva. Plazo para responder: {due}."),
    action:
      "Llame al cliente ahora y regístrelo en la consola: cambie el estado o agregue una nota marcada como contacto.",
  },
  dailySummary: {
    subject: template("Resumen de solicitudes del {day}: {waiting} en espera, {overdue} vencidas"),
    intro: "El resumen diario del equipo de admisión.",
    received: "Recibidas en las últimas 24 horas",
    waiting: "Aún nuevas",
    overdue: "Con el plazo de respuesta vencido",
    spam: "Enviadas a spam en las últimas 24 horas",
    openInbox: "Abra la bandeja de entrada, las que vencen antes primero:",
    openSpam: "Revise lo que se envió a spam:",
  },
  acknowledgment: {
    subject: template("Hemos recibido su solicitud – {firmName}"),
    greeting: "Gracias por comunicarse con nosotros.",
    received: template(
      "Hemos recibido su solicitud y un miembro de nuestro equipo legal se comunicará con usted en menos de {replyHours} horas.",
    ),
    urgent: template(
      "Si su asunto es urgente, llámenos al {phone}. Atendemos asuntos urgentes las 24 horas, los 7 días de la semana.",
    ),
    confidentiality: "Lo que nos cuente para buscar ayuda legal se mantiene confidencial, nos contrate o no.",
    referenceLabel: "Su número de referencia",
    notYou: "Si usted no envió esta solicitud, puede ignorar este correo.",
    signature: template("El equipo de {firmName}"),
  },
  teamReply: { subject: template("Su solicitud a {firmName}") },
};

export const intakeEmail: PerLocale<IntakeEmailCopy> = { en, es };
