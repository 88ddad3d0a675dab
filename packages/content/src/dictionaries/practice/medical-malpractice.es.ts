import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The medical-malpractice practice page in Spanish (medical-malpractice.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de negligencia médica en California",
    description:
      "¿Sufrió daños por un mal diagnóstico, un error quirúrgico o de medicación? Conocemos MICRA. " +
      "Consulta gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de negligencia médica",
    subtitle:
      "Usted confió su salud a profesionales. Cuando esa confianza se rompe, le ayudamos a exigir cuentas.",
  },
  intro: {
    title: "Cuando la atención médica causa daño",
    paragraphs: [
      "La negligencia médica ocurre cuando un médico, una enfermera, un hospital u otro profesional de " +
        "la salud no cumple con el estándar de atención aceptado y, como resultado, el paciente sufre un " +
        "daño. Los casos más comunes son diagnósticos omitidos o tardíos, errores quirúrgicos, errores de " +
        "medicación, lesiones de parto, errores de anestesia y tratamientos sin consentimiento informado. " +
        "No todo mal resultado es negligencia, por eso cada caso necesita una revisión cuidadosa por parte " +
        "de peritos médicos calificados.",
      "California trata estos reclamos con reglas especiales, muchas de ellas de la Ley de Reforma de " +
        "Compensación por Lesiones Médicas (MICRA). MICRA limita los daños no económicos, como el dolor y " +
        "el sufrimiento, aunque los cambios que entraron en vigor en 2023 aumentaron esos límites y los " +
        "elevan con el tiempo. Las pérdidas económicas, como los gastos médicos y los ingresos perdidos, " +
        "no tienen límite. Antes de presentar una demanda, por lo general se debe notificar por escrito al " +
        "médico o al centro de salud con 90 días de anticipación.",
      "Los plazos son estrictos. En la mayoría de los casos, el reclamo debe presentarse dentro de tres " +
        "años a partir de la lesión o dentro de un año desde que usted la descubrió, o razonablemente " +
        "debió descubrirla, lo que ocurra primero. Los reclamos contra hospitales públicos tienen plazos " +
        "aún más cortos. Si sospecha que algo salió mal, comuníquese con nosotros cuanto antes.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de negligencia médica",
      items: [
        {
          title: "Diagnóstico equivocado o tardío",
          description:
            "Cáncer, derrame cerebral, infarto, infección o sepsis no detectados a tiempo, que " +
            "convierten una condición tratable en algo grave.",
        },
        {
          title: "Errores quirúrgicos",
          description:
            "Cirugías en el lugar equivocado, daño a órganos o nervios, instrumentos olvidados dentro " +
            "del cuerpo y mala atención postoperatoria.",
        },
        {
          title: "Errores de medicación",
          description:
            "El medicamento o la dosis equivocada, interacciones peligrosas entre medicamentos y errores " +
            "de farmacia.",
        },
        {
          title: "Lesiones de parto",
          description:
            "Daños a la madre o al bebé por un parto retrasado, falta de vigilancia del sufrimiento " +
            "fetal o mal uso de instrumentos.",
        },
        {
          title: "Errores de anestesia",
          description:
            "Sobredosis, vigilancia deficiente durante un procedimiento y no revisar el historial médico " +
            "del paciente.",
        },
        {
          title: "Falta de consentimiento informado",
          description:
            "Tratamientos realizados sin explicar los riesgos y las alternativas que cualquier paciente " +
            "razonable querría conocer.",
        },
      ],
    },
    {
      title: "Cómo llevamos su caso",
      items: [
        {
          title: "Revisión del expediente médico",
          description: "Obtenemos y estudiamos su expediente completo para entender qué pasó y cuándo.",
        },
        {
          title: "Opiniones de peritos independientes",
          description:
            "Médicos calificados analizan si su atención estuvo por debajo del estándar y si eso le " +
            "causó la lesión.",
        },
        {
          title: "Cumplimiento de MICRA",
          description:
            "Enviamos la notificación obligatoria y cumplimos cada requisito del procedimiento para que " +
            "su reclamo no se pierda por un tecnicismo.",
        },
        {
          title: "Análisis completo de los daños",
          description:
            "Especialistas en planes de cuidado y economistas calculan sus necesidades médicas futuras y " +
            "su pérdida de capacidad de ingresos.",
        },
        {
          title: "Negociación y juicio",
          description:
            "Enfrentamos a hospitales, grupos médicos y sus aseguradoras, y estamos preparados para " +
            "presentar su caso ante un jurado.",
        },
      ],
    },
    {
      title: "Las tres preguntas que todo caso debe responder",
      items: [
        {
          title: "Estándar de atención",
          description:
            "¿El médico o el centro de salud dejó de hacer lo que un profesional razonablemente cuidadoso habría hecho en " +
            "la misma situación?",
        },
        {
          title: "Causalidad",
          description:
            "¿Esa falla realmente causó su lesión, y no la enfermedad o condición que usted ya tenía?",
        },
        {
          title: "Daños",
          description:
            "¿Cuánto le ha costado la lesión en atención médica, ingresos y calidad de vida, hoy y en el " +
            "futuro?",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "{years} años de experiencia",
        description:
          "Entendemos la medicina y las reglas de California sobre negligencia médica, incluidos los " +
          "límites y plazos de MICRA.",
      },
      {
        title: "Peritos médicos en nuestro equipo",
        description:
          "Trabajamos con peritos médicos e ilustradores médicos que ayudan a explicar una atención " +
          "compleja a aseguradoras y jurados.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "La ley de California regula los honorarios de abogado en estos casos, y se los explicamos " +
          "claramente desde el inicio. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "Obtenga respuestas sobre su atención médica",
    text:
      "Cuéntenos qué pasó y le responderemos en menos de 24 horas. Estamos disponibles las 24 horas, los 7 " +
      "días, para asuntos urgentes.",
    button: "Comience su consulta gratuita",
  },
};
