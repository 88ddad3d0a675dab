import { feeClaim } from "../fee-claims.ts";
import { template } from "../template.ts";
import type { HomeCopy } from "./home.en.ts";

/** The home page in Spanish (home.ts pairs the two languages). */
export const es: HomeCopy = {
  hero: {
    title: "Abogados de lesiones en California que luchan por usted",
    subtitle: "Asesoría compasiva, representación firme y respuestas claras cuando más las necesita.",
    description:
      "Si usted se lesionó por el descuido de otra persona, perdió a un ser querido o sufrió un trato " +
      "injusto en el trabajo, no tiene que enfrentarse sin ayuda a las aseguradoras y a sus abogados. Cuéntenos " +
      "qué pasó y le explicaremos sus derechos y opciones con palabras sencillas.",
    primaryButton: "Obtenga su consulta gratuita",
    callNow: "Llame ahora",
    callNowAriaLabel: template("Llame ahora: {phone}"),
    video: { pause: "Pausar el video de fondo", play: "Reproducir el video de fondo" },
  },
  attorneysBand: {
    heading: "Abogados de su lado",
    text:
      "Después de un accidente, la compañía de seguros ya tiene un equipo trabajando para proteger sus " +
      "intereses. Usted merece un equipo que trabaje con la misma dedicación para usted. Investigamos, " +
      "negociamos y, cuando es necesario, vamos a juicio por las personas lesionadas y sus familias, y le " +
      "mantenemos al tanto en cada paso.",
    highlights: [
      {
        title: template("{years} años"),
        description: "de experiencia en casos de lesiones y litigio civil",
      },
      { title: template("Más de {recovered}"), description: "obtenidos para nuestros clientes" },
      { title: "Disponibles 24/7", description: "para asuntos urgentes, incluso noches y fines de semana" },
    ],
  },
  process: {
    heading: "Su caso de principio a fin",
    intro:
      "Cada caso es diferente, pero ninguno debería ser un misterio para usted. Así le acompañamos desde " +
      "la primera llamada hasta la resolución de su caso.",
    steps: [
      {
        title: "Consulta gratuita",
        description:
          "Cuéntenos qué pasó en una conversación confidencial y sin compromiso. Le escuchamos, " +
          "respondemos sus preguntas y le explicamos sus derechos y opciones con palabras sencillas.",
      },
      {
        title: "Investigación",
        description:
          "Actuamos rápido para reunir reportes policiales, fotos, videos y declaraciones de testigos " +
          "antes de que se pierdan, e identificamos a todos los que podrían ser responsables.",
      },
      {
        title: "Atención médica y documentación",
        description:
          "Le ayudamos a recibir el tratamiento que necesita y nos aseguramos de documentar cada " +
          "diagnóstico, tratamiento y gasto, porque su expediente médico es la base de su reclamo.",
      },
      {
        title: "Reclamo y carta de reclamación",
        description:
          "Presentamos los reclamos necesarios y enviamos a las aseguradoras una carta de reclamación " +
          "detallada con los hechos, sus lesiones y el alcance total de sus pérdidas.",
      },
      {
        title: "Negociación",
        description:
          "Negociamos con firmeza con las aseguradoras y los abogados de la defensa y rechazamos las " +
          "ofertas rápidas y bajas. Nunca le presionaremos para llegar a un acuerdo: la decisión final " +
          "siempre es suya.",
      },
      {
        title: "Litigio, si es necesario",
        description:
          "Si la otra parte no ofrece un acuerdo justo, estamos preparados para presentar una demanda, " +
          "tomar declaraciones juradas, trabajar con peritos y defender su caso ante el tribunal.",
      },
      {
        title: "Resolución y pago",
        description:
          "Cuando su caso se resuelve, nos encargamos de los trámites, trabajamos para resolver los " +
          "gravámenes médicos (lo que médicos y aseguradoras cobran de su compensación por el " +
          "tratamiento) y le explicamos cada cifra antes de que reciba su parte.",
      },
    ],
  },
  journey: {
    heading: "Comience su camino hacia la recuperación",
    text:
      "No tiene que resolver esto sin ayuda. Solicite una consulta gratuita y un miembro de nuestro equipo " +
      "legal revisará su situación y se comunicará con usted. Para asuntos urgentes, llámenos a cualquier " +
      "hora, de día o de noche.",
    button: "Solicite una consulta gratuita",
    phoneLabel: "Llámenos sin costo",
    emailLabel: "Escríbanos",
  },
  aboutSection: {
    heading: "Un bufete basado en la confianza",
    quotes: [
      {
        text:
          "Cada persona que llega a nosotros está pasando por uno de los momentos más difíciles de su " +
          "vida. Merece a alguien que le escuche, le diga la verdad y luche a su lado como si fuera de la " +
          "familia.",
        attribution: template("{attorney}, abogada fundadora"),
      },
      {
        text:
          "Siempre nos devolvieron las llamadas, nos explicaron cada paso y trataron a mi familia con " +
          "respeto. Por primera vez desde el accidente, sentí que alguien de verdad estaba de nuestro lado.",
        attribution: "Cliente de Anaheim",
      },
    ],
    founderLine: template(
      "Fundado por {attorney}, {firmName} lleva {years} años defendiendo a los lesionados de California.",
    ),
    learnMore: "Conozca más sobre nosotros",
    whyUs: {
      heading: "Por qué nos eligen nuestros clientes",
      reasons: [
        feeClaim({
          title: "Sin honorarios si no ganamos",
          description:
            "No paga nada por adelantado en su caso de lesiones. Nuestros honorarios son un porcentaje " +
            "del acuerdo o de la sentencia, así que solo cobramos si obtenemos dinero para usted.",
        }),
        {
          title: "Consulta gratuita",
          description:
            "Hable con nosotros sobre su caso de lesiones o laboral sin costo y sin compromiso. Le daremos " +
            "una evaluación honesta de sus opciones.",
        },
        {
          title: template("{years} años de experiencia"),
          description:
            "Hemos llevado casos de lesiones, laborales y civiles de todo tamaño, desde reclamos sencillos " +
            "hasta litigios complejos contra grandes empresas y sus aseguradoras.",
        },
        {
          title: "Equipo bilingüe",
          description:
            "Nuestro equipo habla inglés y español, para que usted pueda hablar de su caso en el idioma " +
            "que prefiera, sin necesidad de intérprete.",
        },
        {
          title: "Disponibles 24/7",
          description:
            "Los accidentes no respetan horarios de oficina. Para asuntos urgentes, puede comunicarse con " +
            "nosotros de día o de noche, incluso fines de semana y días festivos.",
        },
        {
          title: template("Respuesta en menos de {replyHours} horas"),
          description:
            "Cada llamada, correo electrónico y mensaje en línea recibe una respuesta oportuna de un " +
            "miembro de nuestro equipo legal, para que nunca se quede sin saber qué sigue.",
        },
        {
          title: "En todo California",
          description:
            "Representamos a clientes en todo el estado y podemos reunirnos por teléfono, por " +
            "videollamada o en persona, como le resulte más cómodo.",
        },
      ],
    },
  },
  services: {
    heading: "Cómo podemos ayudarle",
    intro:
      "Desde accidentes graves hasta acoso laboral y disputas comerciales, atendemos una amplia " +
      "variedad de casos de lesiones personales y litigio civil. Elija un área de práctica para saber " +
      "cómo podemos ayudarle.",
  },
  finalCta: {
    heading: "¿Quiere hablar de su caso?",
    text:
      "La ley de California fija plazos estrictos para la mayoría de los reclamos, y las pruebas pueden " +
      "desaparecer rápidamente. Mientras antes se comunique con nosotros, antes podremos proteger sus " +
      "derechos. Llámenos, escríbanos o envíenos un mensaje hoy mismo.",
    button: "Contáctenos hoy",
    phoneLabel: "Llámenos sin costo",
    emailLabel: "Escríbanos",
  },
  contactSection: {
    heading: "Solicite una revisión gratuita de su caso",
    intro: template(
      "Complete el formulario y nuestro equipo legal se comunicará con usted en menos de {replyHours} horas.",
    ),
    confidentiality:
      "Lo que comparta con nosotros para obtener asesoría legal se trata de forma confidencial, aunque " +
      "decida no contratarnos. Enviar este formulario no establece por sí solo una relación abogado-cliente.",
  },
};
