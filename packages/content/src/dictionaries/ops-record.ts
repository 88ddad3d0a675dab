import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

/**
 * A request's page in the console, made for the call: what the person answering needs
 * first, logging the call, the other answers in their groups, and where the visit came from.
 */
const en = {
  call: {
    title: "For the call",
    cameFrom: "Came from",
    received: "Received",
    extension: template("ext. {extension}"),
    logTitle: "Log a call",
    logIntro:
      "Saves what was said as a note that records contact with the client: the request's first response, and a new request becomes contacted.",
    logNote: "What was said",
    logSubmit: "Log the call",
    logRequired: "Write what was said before logging the call.",
    savedCall: "The call has been logged.",
  },
  answers: {
    title: "The other answers",
    groups: {
      personal: "The person",
      case: "The case",
      legal: "Legal and insurance",
      financial: "Financial impact",
      preferences: "Contact preferences",
      additional: "Additional information",
      source: "Where the visit came from",
      request: "This request",
    },
    notGivenOne: "Not given: 1 field",
    notGivenOther: template("Not given: {count} fields"),
  },
  /** "Came from" in plain words: the channel with the source's name, its campaign, its landing page. */
  source: {
    ads: template("{name} Ads"),
    adsUnnamed: "An ad",
    campaign: template("Campaign link from {name}"),
    campaignUnnamed: "A campaign link",
    search: template("Search on {name}"),
    social: template("Social network: {name}"),
    referral: template("Referral from {name}"),
    direct: "Direct (typed the address or used a bookmark)",
    unknown: "Not known (sent without JavaScript, or before sources were kept)",
    campaignName: template("campaign {campaign}"),
    landedOn: template("landed on {page}"),
    inboxSource: "Came from",
    inboxSourceName: "Source's name (such as google or calbar.ca.gov)",
  },
  fields: {
    landingPage: "Landing page",
    referrerHost: "Referring site",
    utmSource: "Campaign source (utm_source)",
    utmMedium: "Campaign medium (utm_medium)",
    utmCampaign: "Campaign (utm_campaign)",
    utmTerm: "Campaign term (utm_term)",
    utmContent: "Campaign content (utm_content)",
    adClick: "Came from an ad click",
    sourceChannel: "Channel",
    sourceName: "Source",
    createdAt: "Received",
    page: "Sent from page",
  },
};

export type OpsRecordCopy = typeof en;

const es: OpsRecordCopy = {
  call: {
    title: "Para la llamada",
    cameFrom: "Llegó desde",
    received: "Recibida",
    extension: template("extensión {extension}"),
    logTitle: "Registrar una llamada",
    logIntro:
      "Guarda lo que se habló como una nota que registra un contacto con el cliente: la primera respuesta de la solicitud, y una solicitud nueva pasa a contactada.",
    logNote: "Lo que se habló",
    logSubmit: "Registrar la llamada",
    logRequired: "Escriba lo que se habló antes de registrar la llamada.",
    savedCall: "Se registró la llamada.",
  },
  answers: {
    title: "Las demás respuestas",
    groups: {
      personal: "La persona",
      case: "El caso",
      legal: "Asuntos legales y seguros",
      financial: "Impacto económico",
      preferences: "Preferencias de contacto",
      additional: "Información adicional",
      source: "De dónde llegó la visita",
      request: "Esta solicitud",
    },
    notGivenOne: "Sin indicar: 1 campo",
    notGivenOther: template("Sin indicar: {count} campos"),
  },
  source: {
    ads: template("Anuncios de {name}"),
    adsUnnamed: "Un anuncio",
    campaign: template("Enlace de campaña de {name}"),
    campaignUnnamed: "Un enlace de campaña",
    search: template("Búsqueda en {name}"),
    social: template("Red social: {name}"),
    referral: template("Enlace desde {name}"),
    direct: "Directo (escribió la dirección o usó un marcador)",
    unknown: "Sin datos (enviada sin JavaScript, o antes de que se guardara el origen)",
    campaignName: template("campaña {campaign}"),
    landedOn: template("llegó a {page}"),
    inboxSource: "Llegó desde",
    inboxSourceName: "Nombre del origen (como google o calbar.ca.gov)",
  },
  fields: {
    landingPage: "Página de llegada",
    referrerHost: "Sitio que lo enlazó",
    utmSource: "Origen de la campaña (utm_source)",
    utmMedium: "Medio de la campaña (utm_medium)",
    utmCampaign: "Campaña (utm_campaign)",
    utmTerm: "Término de la campaña (utm_term)",
    utmContent: "Contenido de la campaña (utm_content)",
    adClick: "Llegó por un clic en un anuncio",
    sourceChannel: "Canal",
    sourceName: "Origen",
    createdAt: "Recibida",
    page: "Enviada desde la página",
  },
};

export const opsRecord: PerLocale<OpsRecordCopy> = { en, es };
