import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  home: {
    title: template("Personal Injury Lawyers, {city} | {firmName}"),
    description: template(
      "Hurt in {serviceArea}? {years} years fighting for injured people and families. Free injury consultation.",
    ),
  },
  about: {
    title: template("About Our Firm | {firmName}"),
    description: template(
      "Meet {attorney} and our legal team: {years} years fighting for injured people across {serviceArea}.",
    ),
  },
  services: {
    title: template("Practice Areas | {firmName}"),
    description:
      "Personal injury, wrongful death, employment, malpractice and civil litigation: explore every " +
      "practice area in which our attorneys represent clients.",
  },
  contact: {
    title: template("Contact Our {city} Office | {firmName}"),
    description: template(
      "Call, e-mail or visit us in {city}, {region}. We reply within {replyHours} hours; urgent help 24/7.",
    ),
  },
  consultation: {
    title: template("Free Case Consultation | {firmName}"),
    description: template(
      "Confidential consultation, free for injury and employment cases. We reply within {replyHours} hours.",
    ),
  },
  notFound: {
    title: template("Page Not Found | {firmName}"),
    description: "The page you are looking for does not exist. Return to our home page to find your way.",
  },
  requestReceived: {
    title: template("Request Received | {firmName}"),
    description: template(
      "Thank you for contacting us. Our legal team will review your request and reply within {replyHours} hours.",
    ),
  },
  requestFailed: {
    title: template("Request Not Sent | {firmName}"),
    description: "Your request could not be sent. Please try again or call us directly.",
  },
};

export type PageMetaCopy = typeof en;

const es: PageMetaCopy = {
  home: {
    title: template("Abogados de lesiones en {city} | {firmName}"),
    description: template(
      "¿Se lesionó en {serviceArea}? {years} años defendiendo a lesionados y familias. Consulta gratuita por lesiones.",
    ),
  },
  about: {
    title: template("Conozca nuestro bufete | {firmName}"),
    description: template(
      "Conozca a {attorney} y a nuestro equipo: {years} años defendiendo a lesionados en todo {serviceArea}.",
    ),
  },
  services: {
    title: template("Áreas de práctica | {firmName}"),
    description:
      "Lesiones personales, muerte por negligencia, derecho laboral, negligencia médica y litigio civil: " +
      "conozca todas nuestras áreas de práctica.",
  },
  contact: {
    title: template("Contacto, oficina de {city} | {firmName}"),
    description: template(
      "Llame, escriba o visítenos en {city}, {region}. Respondemos en {replyHours} horas; urgencias 24/7.",
    ),
  },
  consultation: {
    title: template("Consulta gratuita de su caso | {firmName}"),
    description: template(
      "Consulta confidencial, gratuita en casos de lesiones y laborales. Respondemos en {replyHours} horas.",
    ),
  },
  notFound: {
    title: template("Página no encontrada | {firmName}"),
    description: "La página que busca no existe. Vuelva a nuestra página de inicio para orientarse.",
  },
  requestReceived: {
    title: template("Solicitud recibida | {firmName}"),
    description: template(
      "Gracias por comunicarse con nosotros. Nuestro equipo legal le responderá en menos de {replyHours} horas.",
    ),
  },
  requestFailed: {
    title: template("Solicitud no enviada | {firmName}"),
    description: "No pudimos enviar su solicitud. Inténtelo de nuevo o llámenos directamente.",
  },
};

export const pageMeta: PerLocale<PageMetaCopy> = { en, es };
