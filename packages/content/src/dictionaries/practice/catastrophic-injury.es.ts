import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The catastrophic-injury practice page in Spanish (catastrophic-injury.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de lesiones catastróficas en California",
    description:
      "¿Sufrió una lesión grave en California? Casos de médula espinal, lesión cerebral, quemaduras y " +
      "amputación. Consulta gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de lesiones catastróficas",
    subtitle: "Cuando un instante le cambia la vida, necesita un equipo legal que piense en todo su futuro.",
  },
  intro: {
    title: "Lesiones que lo cambian todo",
    paragraphs: [
      "Una lesión catastrófica es la que cambia para siempre su forma de vivir, de trabajar y de cuidar " +
        "a su familia: una parálisis, una lesión cerebral traumática, quemaduras graves, la pérdida de una " +
        "extremidad. Estos casos no son como un reclamo común. Los gastos médicos no terminan al salir del " +
        "hospital, y el costo real suele incluir décadas de atención, terapias, equipo especial e ingresos " +
        "perdidos.",
      "Desde hace {years} años, la abogada {attorney} y nuestro equipo representan a personas " +
        "gravemente lesionadas en todo California. Trabajamos con médicos, especialistas en planes de " +
        "cuidado de por vida, peritos en rehabilitación laboral y economistas para demostrar lo que su lesión le " +
        "costará a lo largo de su vida, no solo lo que ha gastado hasta hoy.",
      "Las aseguradoras saben cuánto valen estos casos y muchas veces se apresuran a ofrecer un acuerdo " +
        "antes de que se conozca el alcance completo de la lesión. Hable con nosotros antes de firmar " +
        "cualquier documento. En la mayoría de los casos de lesiones en California hay dos años desde la " +
        "fecha de la lesión para presentar una demanda, y los reclamos contra una ciudad, un condado o " +
        "una agencia estatal normalmente exigen un reclamo por escrito dentro de seis meses. Actuar pronto " +
        "marca la diferencia.",
    ],
  },
  sections: [
    {
      title: "Lesiones catastróficas que atendemos",
      items: [
        {
          title: "Lesiones de la médula espinal",
          description:
            "Paraplejia, cuadriplejia y lesiones medulares incompletas que afectan la movilidad, la " +
            "sensibilidad y la independencia.",
        },
        {
          title: "Lesiones cerebrales traumáticas",
          description:
            "Desde conmociones con síntomas que no desaparecen hasta daño cerebral grave que afecta la " +
            "memoria, el ánimo, el habla y la capacidad de trabajar.",
        },
        {
          title: "Quemaduras graves",
          description:
            "Quemaduras de segundo y tercer grado por incendios, explosiones, descargas eléctricas o " +
            "químicos, que a menudo requieren injertos y años de tratamiento.",
        },
        {
          title: "Amputaciones",
          description:
            "Pérdida traumática o quirúrgica de una extremidad, incluido el costo de por vida de " +
            "prótesis, rehabilitación y adaptaciones en el hogar.",
        },
        {
          title: "Fracturas múltiples y complejas",
          description:
            "Huesos aplastados o astillados, fracturas de pelvis y lesiones que requieren varias " +
            "cirugías y dejan limitaciones permanentes.",
        },
        {
          title: "Daño a órganos internos",
          description:
            "Lesiones en pulmones, hígado, riñones, bazo u otros órganos que pueden causar la pérdida " +
            "permanente de sus funciones.",
        },
      ],
    },
    {
      title: "Cómo investigamos su caso",
      intro: "Los casos de lesiones catastróficas se ganan con pruebas. Empezamos a reunirlas de inmediato.",
      items: [
        {
          title: "Preservación del lugar y de las pruebas",
          description:
            "Actuamos rápido para asegurar fotografías, videos, datos del vehículo, registros de " +
            "mantenimiento y pruebas físicas antes de que se pierdan.",
        },
        {
          title: "Reconstrucción del accidente",
          description:
            "Peritos en reconstrucción y en biomecánica explican cómo ocurrió el " +
            "accidente y cómo le causó sus lesiones.",
        },
        {
          title: "Peritos médicos",
          description:
            "Sus médicos tratantes y especialistas independientes documentan su diagnóstico, su " +
            "pronóstico y la atención que necesitará en el futuro.",
        },
        {
          title: "Todos los responsables",
          description:
            "Buscamos más allá del responsable evidente: empleadores, dueños de propiedades, fabricantes " +
            "y otros que también respondan por el daño.",
        },
        {
          title: "Pruebas visuales para el jurado",
          description:
            "Ilustraciones médicas y animaciones ayudan a aseguradoras, jueces y jurados a entender una " +
            "lesión que no se ve a simple vista.",
        },
      ],
    },
    {
      title: "La compensación que buscamos",
      intro:
        "La ley de California permite reclamar daños económicos y no económicos. Luchamos por todos ellos.",
      items: [
        {
          title: "Atención médica pasada y futura",
          description:
            "Hospitalizaciones, cirugías, rehabilitación, medicamentos, asistencia personal y equipo " +
            "médico durante todo el tiempo que los necesite.",
        },
        {
          title: "Salarios perdidos y capacidad de ingresos",
          description:
            "Los sueldos que ya dejó de recibir y los ingresos que ya no podrá generar a causa de su lesión.",
        },
        {
          title: "Plan de cuidado de por vida",
          description:
            "Un plan detallado, preparado con peritos, de la atención, las terapias y el apoyo que " +
            "necesitará a lo largo de su vida.",
        },
        {
          title: "Adaptaciones en casa y en el vehículo",
          description:
            "Rampas, baños accesibles, vehículos adaptados para silla de ruedas y otros cambios que le " +
            "permitan vivir con más independencia.",
        },
        {
          title: "Dolor, sufrimiento y pérdida de calidad de vida",
          description:
            "El dolor físico, la angustia emocional, la desfiguración y la pérdida de actividades y " +
            "relaciones que daban sentido a su vida.",
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
          "Durante más de dos décadas hemos llevado casos de lesiones graves contra aseguradoras y grandes " +
          "empresas.",
      },
      {
        title: "Un equipo completo de especialistas",
        description:
          "Paralegales, investigadores y peritos médicos, biomecánicos y de reconstrucción " +
          "trabajan en su caso desde el primer día.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado; solo cobramos un porcentaje si obtenemos dinero para usted. Si " +
          "no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "Deje la batalla legal en nuestras manos",
    text:
      "Concéntrese en su recuperación y en su familia. Cuéntenos qué pasó y le responderemos en menos de " +
      "24 horas; para asuntos urgentes estamos disponibles las 24 horas, los 7 días de la semana.",
    button: "Comience su consulta gratuita",
  },
};
