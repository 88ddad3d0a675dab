import { feeClaim } from "../fee-claims.ts";
import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  hero: {
    title: "What We Do",
    subtitle:
      "Personal injury, employment and civil litigation representation for individuals, families and " +
      "businesses throughout California.",
    primaryButton: "Get Your Free Consultation",
    callNow: "Call Now",
    callNowAriaLabel: template("Call now: {phone}"),
  },
  grid: {
    heading: "Our Practice Areas",
    intro:
      "Whether you were hurt in an accident, lost a loved one, were treated unfairly at work or are facing " +
      "a business dispute, our team is ready to guide you. Choose a practice area to see how we handle " +
      "these cases and what we can do for you.",
  },
  process: {
    heading: "Our Legal Process",
    intro: "A clear plan from day one, so you always know where your case stands and what comes next.",
    steps: [
      {
        title: "Consultation & Case Review",
        description:
          "We listen to your story, review any documents you have and explain your rights, your options " +
          "and the deadlines that apply to your case.",
      },
      {
        title: "Investigation & Strategy",
        description:
          "We gather evidence, consult the right experts and identify every responsible party, then build " +
          "a strategy around your goals.",
      },
      {
        title: "Negotiation",
        description:
          "We present a well-documented claim and negotiate firmly for a fair settlement, keeping you " +
          "informed and involved in every decision.",
      },
      {
        title: "Litigation & Resolution",
        description:
          "If a fair settlement is not offered, we file suit and are prepared to take your case to trial, " +
          "working toward the best possible resolution at every stage.",
      },
    ],
  },
  whyChoose: {
    heading: "Why Choose Our Firm",
    tiles: [
      feeClaim({
        title: "No Fee Unless We Win",
        description:
          "Injury cases are handled on a contingency fee basis: you pay nothing upfront, and our fee is a " +
          "percentage of the money we recover for you.",
      }),
      {
        title: template("{years} Years of Experience"),
        description:
          "We have handled injury, employment and civil cases of every size, and we know how insurers and " +
          "defense lawyers approach them.",
      },
      {
        title: "Free Consultation",
        description:
          "Injury and employment cases start with a free, no-obligation consultation in which we review " +
          "your situation and explain your options honestly.",
      },
      {
        title: "Personal Service",
        description:
          "You work directly with your legal team, in English or Spanish, with prompt replies to every " +
          "message and 24/7 availability for urgent matters.",
      },
    ],
  },
  cta: {
    heading: "Take the First Step Today",
    text:
      "Tell us what happened and find out where you stand. Your consultation is confidential, and there " +
      "is no obligation to hire us.",
    button: "Get Your Free Consultation",
    phoneLabel: "Call us toll-free",
    emailLabel: "E-mail us",
  },
};

export type ServicesCopy = typeof en;

const es: ServicesCopy = {
  hero: {
    title: "Lo que hacemos",
    subtitle:
      "Representación en lesiones personales, derecho laboral y litigio civil para personas, familias y " +
      "empresas en todo California.",
    primaryButton: "Obtenga su consulta gratuita",
    callNow: "Llame ahora",
    callNowAriaLabel: template("Llame ahora: {phone}"),
  },
  grid: {
    heading: "Nuestras áreas de práctica",
    intro:
      "Ya sea que se haya lesionado en un accidente, haya perdido a un ser querido, haya sufrido un trato " +
      "injusto en el trabajo o enfrente una disputa comercial, nuestro equipo está listo para orientarle. " +
      "Elija un área de práctica para ver cómo llevamos estos casos y qué podemos hacer por usted.",
  },
  process: {
    heading: "Nuestro proceso legal",
    intro: "Un plan claro desde el primer día, para que siempre sepa en qué etapa está su caso y qué sigue.",
    steps: [
      {
        title: "Consulta y revisión del caso",
        description:
          "Escuchamos su historia, revisamos los documentos que tenga y le explicamos sus derechos, sus " +
          "opciones y los plazos que se aplican a su caso.",
      },
      {
        title: "Investigación y estrategia",
        description:
          "Reunimos pruebas, consultamos a los peritos adecuados e identificamos a todos los responsables, " +
          "y luego diseñamos una estrategia en torno a sus metas.",
      },
      {
        title: "Negociación",
        description:
          "Presentamos un reclamo bien documentado y negociamos con firmeza un acuerdo justo, " +
          "manteniéndole al tanto y tomando en cuenta su opinión en cada decisión.",
      },
      {
        title: "Litigio y resolución",
        description:
          "Si no se ofrece un acuerdo justo, presentamos la demanda y estamos preparados para llevar su " +
          "caso a juicio, buscando la mejor resolución posible en cada etapa.",
      },
    ],
  },
  whyChoose: {
    heading: "Por qué elegir nuestro bufete",
    tiles: [
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "En los casos de lesiones no paga nada por adelantado: solo cobramos un porcentaje si obtenemos " +
          "dinero para usted.",
      }),
      {
        title: template("{years} años de experiencia"),
        description:
          "Hemos llevado casos de lesiones, laborales y civiles de todo tamaño, y conocemos cómo los " +
          "manejan las aseguradoras y los abogados de la defensa.",
      },
      {
        title: "Consulta gratuita",
        description:
          "Los casos de lesiones y laborales comienzan con una consulta gratuita y sin compromiso, en la " +
          "que revisamos su situación y le explicamos sus opciones con honestidad.",
      },
      {
        title: "Atención personal",
        description:
          "Usted trabaja directamente con su equipo legal, en inglés o en español, con respuestas " +
          "oportunas a cada mensaje y disponibilidad 24/7 para asuntos urgentes.",
      },
    ],
  },
  cta: {
    heading: "Dé el primer paso hoy",
    text:
      "Cuéntenos qué pasó y conozca su situación legal. Su consulta es confidencial y no tiene ninguna " +
      "obligación de contratarnos.",
    button: "Obtenga su consulta gratuita",
    phoneLabel: "Llámenos sin costo",
    emailLabel: "Escríbanos",
  },
};

export const services: PerLocale<ServicesCopy> = { en, es };
