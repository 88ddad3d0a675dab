import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

/**
 * The console's figures page (/ops/figures): each chart's name, its table's caption
 * and columns. Counts are written before their text ("12 requests answered…"), as elsewhere in the
 * console; "h" and "min" follow a number.
 */
const en = {
  navFigures: "Figures",
  figures: {
    title: "The team's figures",
    intro:
      "Requests from the website by calendar day in California time (Pacific), spam left out. The tables below each chart give the same numbers.",
    period: "Period",
    periodDays: { 30: "Last 30 days", 90: "Last 90 days" },
    from: "From",
    to: "to",
    requestInPeriod: "request in this period",
    requestsInPeriod: "requests in this period",
    perDay: {
      title: "Requests per day",
      day: "Day",
      requests: "Requests",
    },
    perCaseType: {
      title: "Requests per case type",
      caseType: "Case type",
      requests: "Requests",
      none: "No case type chosen",
      empty: "No request arrived in this period.",
    },
    firstResponse: {
      title: "Time to first response",
      measure: "Measure",
      time: "Time",
      median: "Median",
      p90: "90th percentile",
      answeredOne: "request answered in this period",
      answered: "requests answered in this period",
      none: "No request was answered in this period.",
      axis: "Hours",
    },
    perSource: {
      title: "Requests per source",
      intro:
        "Where each request's visit came from, and how many of those requests reached “scheduled” and “signed” (a request that moved on since still counts).",
      source: "Source",
      requests: "Requests",
      scheduled: "Reached scheduled",
      signed: "Signed",
      empty: "No request arrived in this period.",
      otherOne: "1 other source",
      otherMany: template("{count} other sources"),
      openInbox: "Open these requests in the inbox",
    },
    overdue: {
      title: "Overdue now",
      one: "request not answered by its due time",
      other: "requests not answered by their due time",
      open: "Open them in the inbox, soonest due first",
    },
    showTable: "Show as a table",
    hours: "h",
    minutes: "min",
  },
};

type OpsFiguresCopy = typeof en;

const es: OpsFiguresCopy = {
  navFigures: "Cifras",
  figures: {
    title: "Las cifras del equipo",
    intro:
      "Solicitudes del sitio web por día calendario en la hora de California (Pacífico), sin contar el spam. Las tablas bajo cada gráfico dan las mismas cifras.",
    period: "Periodo",
    periodDays: { 30: "Últimos 30 días", 90: "Últimos 90 días" },
    from: "Del",
    to: "al",
    requestInPeriod: "solicitud en este periodo",
    requestsInPeriod: "solicitudes en este periodo",
    perDay: {
      title: "Solicitudes por día",
      day: "Día",
      requests: "Solicitudes",
    },
    perCaseType: {
      title: "Solicitudes por tipo de caso",
      caseType: "Tipo de caso",
      requests: "Solicitudes",
      none: "Sin tipo de caso",
      empty: "No llegó ninguna solicitud en este periodo.",
    },
    firstResponse: {
      title: "Tiempo hasta la primera respuesta",
      measure: "Medida",
      time: "Tiempo",
      median: "Mediana",
      p90: "Percentil 90",
      answeredOne: "solicitud respondida en este periodo",
      answered: "solicitudes respondidas en este periodo",
      none: "No se respondió ninguna solicitud en este periodo.",
      axis: "Horas",
    },
    perSource: {
      title: "Solicitudes por origen",
      intro:
        "De dónde llegó la visita de cada solicitud, y cuántas de esas solicitudes llegaron a “programada” y “contratada” (una solicitud que luego cambió de estado sigue contando).",
      source: "Origen",
      requests: "Solicitudes",
      scheduled: "Llegaron a programada",
      signed: "Contratadas",
      empty: "No llegó ninguna solicitud en este periodo.",
      otherOne: "1 origen más",
      otherMany: template("{count} orígenes más"),
      openInbox: "Abrir estas solicitudes en la bandeja de entrada",
    },
    overdue: {
      title: "Vencidas ahora",
      one: "solicitud sin respuesta a su hora límite",
      other: "solicitudes sin respuesta a su hora límite",
      open: "Abrirlas en la bandeja de entrada, las que vencen antes primero",
    },
    showTable: "Ver como tabla",
    hours: "h",
    minutes: "min",
  },
};

export type { OpsFiguresCopy };

export const opsFigures: PerLocale<OpsFiguresCopy> = { en, es };
