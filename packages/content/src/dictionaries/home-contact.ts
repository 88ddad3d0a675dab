import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  title: "Tell Us What Happened",
  intro: "Send us a message and a member of our legal team will contact you within 24 hours.",
  nameLabel: "Full name",
  emailLabel: "E-mail address",
  phoneLabel: "Phone number",
  caseTypeLabel: "Type of case",
  messageLabel: "Description of the case",
  requiredNote: "Fields marked with * are required.",
  submit: "Send Message",
  sending: "Sending...",
  successTitle: "Message sent successfully!",
  successMessage: "We'll contact you within 24 hours. Your message went directly to our legal team.",
  errorTitle: "There was an error sending your message.",
  errorMessage: template("Please try again or call us directly at {phone}."),
  confidentiality: "Everything you share with us is confidential and protected by attorney-client privilege.",
};

export type HomeContactCopy = typeof en;

const es: HomeContactCopy = {
  title: "Cuéntenos qué pasó",
  intro:
    "Envíenos un mensaje y un miembro de nuestro equipo legal se comunicará con usted en menos de 24 horas.",
  nameLabel: "Nombre completo",
  emailLabel: "Correo electrónico",
  phoneLabel: "Número de teléfono",
  caseTypeLabel: "Tipo de caso",
  messageLabel: "Descripción del caso",
  requiredNote: "Los campos marcados con * son obligatorios.",
  submit: "Enviar mensaje",
  sending: "Enviando...",
  successTitle: "¡Mensaje enviado con éxito!",
  successMessage:
    "Nos comunicaremos con usted en menos de 24 horas. Su mensaje llegó directamente a nuestro equipo legal.",
  errorTitle: "Hubo un error al enviar su mensaje.",
  errorMessage: template("Por favor, inténtelo de nuevo o llámenos directamente al {phone}."),
  confidentiality:
    "Todo lo que comparta con nosotros es confidencial y está protegido por el privilegio abogado-cliente.",
};

export const homeContact: PerLocale<HomeContactCopy> = { en, es };
