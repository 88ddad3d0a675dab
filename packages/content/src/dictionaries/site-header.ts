import type { PracticeSlug } from "../firm.ts";
import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  skipToContent: "Skip to main content",
  serviceArea: template("Serving all of {serviceArea}"),
  /** The same, for the one-row top bar on phones. */
  serviceAreaShort: template("Serving {serviceArea}"),
  phoneLabel: "Call us toll-free",
  emailLabel: "E-mail us",
  relocationButton: "We're moving",
  relocationButtonDescription: "Show the relocation notice",
  logoLabel: template("{firmName} — home"),
  tagline: "Personal Injury & Civil Litigation Attorneys",
  mainNavLabel: "Main navigation",
  nav: {
    home: "Home",
    about: "About",
    services: "What We Do",
    contact: "Contact",
  },
  consultationButton: "Get Consultation",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  showPracticeAreas: "Show practice areas",
  hidePracticeAreas: "Hide practice areas",
  practiceAreaNames: {
    "catastrophic-injury": "Catastrophic Injury",
    "accident-injuries": "Accident Injuries",
    "sexual-harassment": "Sexual Harassment",
    "business-litigation": "Business Litigation",
    "wrongful-death": "Wrongful Death",
    "civil-litigation": "Civil Litigation",
    "motorcycle-injuries": "Motorcycle Accidents",
    "slip-fall-injuries": "Slip & Fall Injuries",
    "workers-compensation": "Workers' Compensation",
    "medical-malpractice": "Medical Malpractice",
    "dental-malpractice": "Dental Malpractice",
    "truck-accident-injuries": "Truck Accidents",
    "elder-abuse": "Elder Abuse",
    "product-liability": "Product Liability",
    "labor-employment-law": "Labor & Employment Law",
    "dog-bite-victims": "Dog Bite Victims",
  } satisfies Record<PracticeSlug, string>,
};

export type SiteHeaderCopy = typeof en;

const es: SiteHeaderCopy = {
  skipToContent: "Saltar al contenido principal",
  serviceArea: template("Atendemos a clientes en todo {serviceArea}"),
  serviceAreaShort: template("En todo {serviceArea}"),
  phoneLabel: "Llámenos sin costo",
  emailLabel: "Escríbanos por correo electrónico",
  relocationButton: "Nos mudamos",
  relocationButtonDescription: "Mostrar el aviso de mudanza",
  logoLabel: template("{firmName} — página de inicio"),
  tagline: "Abogados de lesiones personales y litigio civil",
  mainNavLabel: "Navegación principal",
  nav: {
    home: "Inicio",
    about: "Nosotros",
    services: "Lo que hacemos",
    contact: "Contacto",
  },
  consultationButton: "Solicitar consulta",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  showPracticeAreas: "Mostrar áreas de práctica",
  hidePracticeAreas: "Ocultar áreas de práctica",
  practiceAreaNames: {
    "catastrophic-injury": "Lesiones catastróficas",
    "accident-injuries": "Lesiones por accidente",
    "sexual-harassment": "Acoso sexual",
    "business-litigation": "Litigio comercial",
    "wrongful-death": "Muerte por negligencia",
    "civil-litigation": "Litigio civil",
    "motorcycle-injuries": "Accidentes de motocicleta",
    "slip-fall-injuries": "Resbalones y caídas",
    "workers-compensation": "Compensación de trabajadores",
    "medical-malpractice": "Negligencia médica",
    "dental-malpractice": "Negligencia dental",
    "truck-accident-injuries": "Accidentes de camión",
    "elder-abuse": "Abuso de personas mayores",
    "product-liability": "Productos defectuosos",
    "labor-employment-law": "Derecho laboral y de empleo",
    "dog-bite-victims": "Víctimas de mordeduras de perro",
  },
};

export const siteHeader: PerLocale<SiteHeaderCopy> = { en, es };
