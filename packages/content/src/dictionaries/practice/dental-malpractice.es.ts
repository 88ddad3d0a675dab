import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The dental-malpractice practice page in Spanish (dental-malpractice.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de negligencia dental en California",
    description:
      "¿Daño en un nervio, un implante mal colocado o un diagnóstico omitido por su dentista? Consulta " +
      "gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de negligencia dental",
    subtitle:
      "Una visita de rutina al dentista no debería dejarle dolor, adormecimiento permanente ni costosos " +
      "tratamientos correctivos.",
  },
  intro: {
    title: "Cuando un tratamiento dental sale mal",
    paragraphs: [
      "Los dentistas, cirujanos orales, ortodoncistas y endodoncistas tienen con sus pacientes el mismo " +
        "deber de cuidado razonable que cualquier otro profesional de la salud. Cuando no lo cumplen, las " +
        "consecuencias pueden ser graves: daño permanente en un nervio después de una extracción o un " +
        "implante, una infección que se extiende, un cáncer oral que no se diagnostica o una complicación " +
        "por sedación.",
      "En California, los reclamos por negligencia dental se rigen por las mismas reglas que la " +
        "negligencia médica, incluida la ley MICRA. Eso significa una notificación obligatoria 90 días " +
        "antes de demandar, límites a los daños no económicos y plazos estrictos: por lo general tres años " +
        "desde la lesión o un año desde que usted la descubrió, lo que ocurra primero.",
      "Probar estos casos requiere conocimiento dental. Nuestro equipo trabaja con peritos dentales que " +
        "revisan su expediente, sus radiografías y tomografías, explican lo que debió hacerse y calculan " +
        "el costo del tratamiento correctivo que ahora necesita.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de negligencia dental",
      items: [
        {
          title: "Daño en los nervios",
          description:
            "Lesión del nervio alveolar inferior o del nervio lingual durante extracciones, implantes o " +
            "inyecciones, que causa adormecimiento, dolor o pérdida del gusto.",
        },
        {
          title: "Implantes fallidos",
          description:
            "Implantes mal colocados o sin suficiente hueso, que dañan nervios, senos nasales o dientes " +
            "vecinos.",
        },
        {
          title: "Falta de diagnóstico",
          description:
            "Cáncer oral, enfermedad avanzada de las encías o infecciones que un dentista cuidadoso " +
            "debió detectar.",
        },
        {
          title: "Errores en extracciones",
          description:
            "Extracción del diente equivocado, fracturas de mandíbula y complicaciones en la cirugía de " +
            "muelas del juicio.",
        },
        {
          title: "Errores de anestesia y sedación",
          description:
            "Sobredosis, vigilancia deficiente y falta de preparación para emergencias durante la " +
            "sedación, con riesgos especiales para los niños.",
        },
        {
          title: "Complicaciones de endodoncias y coronas",
          description:
            "Instrumentos rotos, perforaciones y coronas o puentes mal ajustados que provocan " +
            "infecciones y la pérdida de dientes.",
        },
      ],
    },
    {
      title: "Cómo le ayudamos",
      items: [
        {
          title: "Revisión del expediente y las imágenes",
          description:
            "Reunimos sus expedientes, radiografías y tomografías (CBCT) y armamos una cronología clara " +
            "de su tratamiento.",
        },
        {
          title: "Evaluación por peritos dentales",
          description:
            "Peritos dentales calificados determinan si su atención cumplió con el estándar y qué causó " +
            "su lesión.",
        },
        {
          title: "Plan de tratamiento correctivo",
          description:
            "Documentamos el costo de las reparaciones, la atención de especialistas y los tratamientos " +
            "futuros que necesitará.",
        },
        {
          title: "Notificación y demanda según MICRA",
          description:
            "Nos encargamos del aviso de intención de demandar y de cada plazo para que su reclamo siga " +
            "su curso.",
        },
        {
          title: "Negociación y juicio",
          description:
            "Tratamos con la aseguradora de responsabilidad profesional del dentista y estamos listos " +
            "para llevar su caso a juicio.",
        },
      ],
    },
    {
      title: "Señales de que su atención dental pudo salir mal",
      items: [
        {
          title: "Adormecimiento que no desaparece",
          description:
            "Hormigueo, adormecimiento o ardor en el labio, la barbilla o la lengua semanas después de " +
            "un procedimiento pueden indicar daño en un nervio.",
        },
        {
          title: "Dolor o infección que empeora",
          description:
            "Hinchazón, fiebre o dolor que sigue aumentando después del tratamiento pueden indicar una " +
            "complicación no atendida.",
        },
        {
          title: "Otro dentista debe corregir el trabajo",
          description:
            "Si un nuevo dentista le dice que el trabajo anterior debe rehacerse o retirarse, vale la " +
            "pena preguntar por qué.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "Peritos dentales en nuestro equipo",
        description:
          "Nuestro equipo incluye peritos dentales e ilustradores médicos que hacen fácil de entender " +
          "una lesión dental compleja.",
      },
      {
        title: "{years} años de experiencia",
        description:
          "Hemos llevado casos de negligencia profesional en todo California y sabemos cómo se defienden " +
          "las aseguradoras de dentistas.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado, y le explicamos exactamente cómo funcionan los honorarios antes " +
          "de que decida. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "Hable con nosotros sobre su lesión dental",
    text:
      "Cuéntenos sobre su tratamiento y sus síntomas. Le respondemos en menos de 24 horas y atendemos " +
      "asuntos urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
