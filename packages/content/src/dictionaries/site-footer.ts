import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  blurb:
    "A personal injury and civil litigation firm that stands up for injured people, mistreated workers and " +
    "grieving families against insurers, employers and large companies. We treat every client with respect " +
    "and fight for the full compensation the law allows.",
  contactHeading: "Contact Us",
  tollFreeLabel: "Toll-free",
  emailLabel: "E-mail",
  addressLabel: "Office",
  serviceArea: template("Serving all of {serviceArea}"),
  quickLinksHeading: "Quick Links",
  links: {
    about: "About Us",
    services: "What We Do",
    contact: "Contact",
    consultation: "Free Consultation",
  },
  consultationDescription: template("Call {phone} for a free consultation"),
  copyright: template("© {copyrightYear} {firmName}. All rights reserved."),
  responsibleAttorney: template("Responsible attorney: {attorney}, {address}"),
  legalNavLabel: "Legal",
  privacyPolicy: "Privacy Policy",
  accessibilityStatement: "Accessibility Statement",
  attorneyAdvertising: "Attorney Advertising",
};

export type SiteFooterCopy = typeof en;

const es: SiteFooterCopy = {
  blurb:
    "Un bufete de lesiones personales y litigio civil que defiende a personas lesionadas, trabajadores " +
    "maltratados y familias en duelo frente a aseguradoras, empleadores y grandes empresas. Tratamos a " +
    "cada cliente con respeto y luchamos por la compensación completa que permite la ley.",
  contactHeading: "Contáctenos",
  tollFreeLabel: "Línea sin costo",
  emailLabel: "Correo electrónico",
  addressLabel: "Oficina",
  serviceArea: template("Atendemos a clientes en todo {serviceArea}"),
  quickLinksHeading: "Enlaces rápidos",
  links: {
    about: "Quiénes somos",
    services: "Lo que hacemos",
    contact: "Contacto",
    consultation: "Consulta gratuita",
  },
  consultationDescription: template("Llame al {phone} para una consulta gratuita"),
  copyright: template("© {copyrightYear} {firmName}. Todos los derechos reservados."),
  responsibleAttorney: template("Abogada responsable: {attorney}, {address}"),
  legalNavLabel: "Información legal",
  privacyPolicy: "Política de privacidad",
  accessibilityStatement: "Declaración de accesibilidad",
  attorneyAdvertising: "Publicidad de abogados",
};

export const siteFooter: PerLocale<SiteFooterCopy> = { en, es };
