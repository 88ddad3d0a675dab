import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  title: "Tell Us What Happened",
  intro: template(
    "Send us a message and a member of our legal team will contact you within {replyHours} hours.",
  ),
  nameLabel: "Full name",
  emailLabel: "E-mail address",
  phoneLabel: "Phone number",
  caseTypeLabel: "Type of case",
  messageLabel: "Description of the case",
  requiredNote: "Fields marked with * are required.",
  submit: "Send Message",
  sending: "Sending...",
  successTitle: "Message sent successfully!",
  successMessage: template(
    "We'll contact you within {replyHours} hours. Your message went directly to our legal team.",
  ),
  errorTitle: "There was an error sending your message.",
  errorMessage: template("Please try again, or call us directly at {phone} or write to {email}."),
  confidentiality:
    "What you share with us to seek legal help is kept confidential, whether or not you hire us.",
};

export type HomeContactCopy = typeof en;

const es: HomeContactCopy = {
  title: "Cuéntenos qué pasó",
  intro: template(
    "Envíenos un mensaje y nuestro equipo legal se comunicará con usted en menos de {replyHours} horas.",
  ),
  nameLabel: "Nombre completo",
  emailLabel: "Correo electrónico",
  phoneLabel: "Número de teléfono",
  caseTypeLabel: "Tipo de caso",
  messageLabel: "Descripción del caso",
  requiredNote: "Los campos marcados con * son obligatorios.",
  submit: "Enviar mensaje",
  sending: "Enviando...",
  successTitle: "¡Mensaje enviado con éxito!",
  successMessage: template(
    "Nos comunicaremos con usted en menos de {replyHours} horas. Su mensaje llegó directo a nuestro equipo legal.",
  ),
  errorTitle: "Hubo un error al enviar su mensaje.",
  errorMessage: template(
    "Por favor, inténtelo de nuevo, o llámenos directamente al {phone} o escríbanos a {email}.",
  ),
  confidentiality: "Lo que nos cuente para buscar ayuda legal se mantiene confidencial, nos contrate o no.",
};

export const homeContact: PerLocale<HomeContactCopy> = { en, es };
