import { feeClaim } from "../fee-claims.ts";
import { template } from "../template.ts";
import type { AboutCopy } from "./about.en.ts";

/** The About page in Spanish (about.ts pairs the two languages). */
export const es: AboutCopy = {
  hero: {
    title: template("Sobre {firmName}"),
    subtitle:
      "Un bufete de California creado para dar a las personas lesionadas o tratadas injustamente la " +
      "atención, la preparación y la determinación que sus casos merecen.",
    callNow: "Llame ahora",
    callNowAriaLabel: template("Llame ahora: {phone}"),
    contactUs: "Contáctenos",
  },
  story: {
    heading: "Nuestra historia",
    paragraphs: [
      "Nuestro bufete nació de una convicción sencilla: las personas que se lesionan sin tener la culpa " +
        "merecen la misma calidad de representación que las aseguradoras y las grandes empresas pagan " +
        "para sí mismas. Nuestra abogada fundadora se propuso dar a los trabajadores lesionados, a las " +
        "familias en duelo y a los pequeños negocios una abogada que conteste el teléfono, les explique " +
        "el proceso y luche por ellos.",
      "Lo que comenzó como un bufete pequeño se ha convertido en un equipo legal completo de asistentes " +
        "legales, paralegales e investigadores, respaldado por peritos médicos, dentales, biomecánicos y " +
        "de reconstrucción de accidentes. Juntos hemos llevado casos que van desde choques graves de autos " +
        "y camiones hasta negligencia médica, abuso de personas mayores y acoso laboral.",
      "Hoy representamos a clientes en todo California, en inglés y en español. Ya sea que su caso se " +
        "resuelva en unos meses o llegue hasta juicio, trabajará con personas que conocen su nombre, le " +
        "devuelven las llamadas y cuidan su caso como querrían que cuidaran el de su propia familia.",
    ],
  },
  whyChoose: {
    heading: "Por qué elegirnos",
    points: [
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "En los casos de lesiones no paga nada por adelantado: solo cobramos un porcentaje si obtenemos " +
          "dinero para usted. Si no ganamos, no nos debe honorarios de abogado.",
      }),
      {
        title: "Consulta gratuita",
        description:
          "Hable con nosotros sobre su caso de lesiones o laboral sin costo y sin compromiso. Le daremos " +
          "una evaluación honesta, aunque eso signifique decirle que quizá no necesita un abogado.",
      },
      {
        title: template("Más de {recovered} obtenidos"),
        description:
          "Nuestros resultados nacen de una preparación cuidadosa y de la disposición a enfrentar a las " +
          "aseguradoras y a las grandes empresas. Cada caso es diferente y se decide según sus propios " +
          "hechos.",
      },
      {
        title: template("{years} años de experiencia"),
        description:
          "Sabemos cómo valoran los reclamos las aseguradoras, cómo preparan sus casos los abogados de la " +
          "defensa y cómo funcionan los tribunales de California, y ponemos ese conocimiento a su servicio.",
      },
      {
        title: "Atención personalizada",
        description:
          "Usted nunca es solo un número de expediente. Tendrá acceso directo a su equipo legal, " +
          "actualizaciones periódicas sobre su caso y respuestas claras a sus preguntas.",
      },
      {
        title: "Representación firme",
        description:
          "Preparamos cada caso como si fuera a llegar a juicio. Esa preparación nos da ventaja en las " +
          "negociaciones y nos permite ir a juicio cuando no hay una oferta justa sobre la mesa.",
      },
    ],
  },
  approach: {
    heading: "Nuestro enfoque",
    values: [
      {
        title: "El cliente es el centro",
        description:
          "Sus metas definen nuestra estrategia. Primero escuchamos, le mantenemos al tanto y nos " +
          "aseguramos de que cada decisión importante de su caso la tome usted.",
      },
      {
        title: "Representación enérgica",
        description:
          "Rechazamos las ofertas bajas y las tácticas dilatorias, y estamos preparados para llevar su " +
          "caso a juicio cuando sea necesario.",
      },
      {
        title: "Investigación minuciosa",
        description:
          "Examinamos los hechos desde el principio, preservamos las pruebas y recurrimos a los peritos " +
          "adecuados, porque los casos sólidos se construyen con detalles.",
      },
      {
        title: "Trato compasivo",
        description:
          "Una lesión afecta su salud, sus finanzas y su familia. Le tratamos con paciencia y respeto, y " +
          "le ayudamos a encontrar apoyo mientras nos encargamos del trabajo legal.",
      },
    ],
  },
  trackRecord: {
    heading: "Nuestros resultados",
    overPrefix: "Más de",
    intro:
      "Detrás de cada uno de estos resultados hay una persona o una familia que confió en nosotros en " +
      "uno de los momentos más difíciles de su vida. Cada caso es diferente, y cada resultado depende " +
      "de sus propios hechos.",
    results: {
      "brain-injury": {
        title: "Lesión cerebral traumática",
        description:
          "Compensación para un cliente con una lesión cerebral que le cambió la vida, incluida la " +
          "atención médica futura y la pérdida de capacidad de generar ingresos.",
      },
      "dental-malpractice": {
        title: "Negligencia dental",
        description:
          "Compensación para un paciente que sufrió daños graves y duraderos por un tratamiento dental " +
          "negligente.",
      },
      "bicycle-crash": {
        title: "Accidente de bicicleta",
        description:
          "Compensación para un ciclista que sufrió lesiones graves al ser chocado por un vehículo.",
      },
      "wrongful-death": {
        title: "Muerte por negligencia",
        description:
          "Compensación para una familia que perdió a un ser querido por la negligencia de un tercero.",
      },
      "ride-hailing": {
        title: "Reclamos contra empresas de transporte por aplicación",
        description:
          "Compensación en reclamos contra una empresa de transporte por aplicación para un cliente " +
          "lesionado durante un viaje.",
      },
      "elder-abuse": {
        title: "Abuso de personas mayores",
        description:
          "Compensación para la familia de un residente de edad avanzada que sufrió negligencia en un " +
          "centro de cuidado.",
      },
      "truck-accident": {
        title: "Accidente de camión",
        description:
          "Compensación para un cliente que sufrió lesiones graves en un choque con un camión comercial.",
      },
      "catastrophic-injury": {
        title: "Lesión catastrófica",
        description:
          "Compensación para un cliente cuyas lesiones requirieron varias cirugías y atención a largo plazo.",
      },
      "premises-liability": {
        title: "Responsabilidad de propietarios",
        description:
          "Compensación para un cliente lesionado por una condición peligrosa en la propiedad de " +
          "otra persona.",
      },
    },
  },
  cta: {
    heading: "Hablemos de su caso",
    text: template(
      "Pida una consulta gratuita y confidencial. Le respondemos en menos de {replyHours} horas.",
    ),
    button: "Programe su consulta gratuita",
    phoneLabel: "Llámenos sin costo",
    emailLabel: "Escríbanos",
  },
};
