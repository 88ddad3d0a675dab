import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The truck-accident-injuries practice page in Spanish (truck-accident-injuries.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de choques de camión en California",
    description:
      "¿Le chocó un tráiler o un camión comercial en California? Actuamos rápido para conservar las " +
      "pruebas. Consulta gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de accidentes de camión",
    subtitle:
      "Las compañías de transporte envían investigadores al lugar en cuestión de horas. Usted necesita un " +
      "equipo legal igual de rápido.",
  },
  intro: {
    title: "Los choques con camiones comerciales son diferentes",
    paragraphs: [
      "Un tráiler cargado puede pesar muchas veces más que un auto, por eso los choques en autopistas " +
        "como la I-5, la I-10, la I-15, la SR-91 y la SR-99 suelen causar lesiones catastróficas y " +
        "muertes. Los casos más comunes tienen que ver con conductores cansados, exceso de velocidad, " +
        "cambios de carril y vueltas abiertas peligrosas, carga mal acomodada, fallas de frenos y llantas, " +
        "tráileres que se doblan (jackknife), volcaduras y autos que quedan atrapados debajo del remolque.",
      "Los casos de camiones se rigen por las normas de la Administración Federal de Seguridad de " +
        "Autotransportes (FMCSA) sobre horas de servicio, requisitos de los conductores, pruebas de drogas " +
        "y alcohol y mantenimiento de los vehículos, además de las regulaciones propias de California. Las " +
        "violaciones de estas normas pueden ser pruebas muy sólidas, pero los registros que las " +
        "demuestran, como los datos del dispositivo electrónico de registro, los registros de rutas y envíos y " +
        "los reportes de inspección, pueden conservarse solo por un tiempo limitado. Por eso exigimos su " +
        "conservación de inmediato.",
      "Puede haber varios responsables a la vez: el conductor, la compañía transportista, el dueño del " +
        "remolque, la empresa que cargó la mercancía y las compañías que dieron mantenimiento al camión o " +
        "lo fabricaron. Identificamos a cada responsable y cada póliza de seguro que pueda contribuir a su " +
        "compensación. La mayoría de los reclamos deben presentarse dentro de dos años, y antes si hay una " +
        "agencia pública involucrada.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de accidentes de camión",
      items: [
        {
          title: "Conductores cansados",
          description:
            "Choferes obligados a manejar más allá de los límites de horas de servicio para cumplir con " +
            "las entregas.",
        },
        {
          title: "Exceso de velocidad y manejar muy cerca",
          description:
            "Camiones pesados que no alcanzan a frenar a tiempo, sobre todo en el tráfico y en pendientes.",
        },
        {
          title: "Carga mal acomodada",
          description:
            "Cargas con exceso de peso, desbalanceadas o mal aseguradas que provocan volcaduras o caen al " +
            "camino.",
        },
        {
          title: "Mantenimiento deficiente",
          description:
            "Fallas de frenos, llantas, luces y dirección por inspecciones y reparaciones que no se " +
            "hicieron.",
        },
        {
          title: "Tráileres doblados y volcaduras",
          description:
            "Pérdidas de control que convierten al camión en una barrera a lo ancho de varios carriles.",
        },
        {
          title: "Puntos ciegos y vueltas abiertas",
          description:
            "Choques con autos, ciclistas y peatones en los puntos ciegos del camión o durante vueltas a " +
            "la derecha.",
        },
      ],
    },
    {
      title: "Nuestros servicios en accidentes de camión",
      items: [
        {
          title: "Conservación inmediata de pruebas",
          description:
            "Exigimos que se conserven el camión, sus datos electrónicos, los videos de las cámaras y los " +
            "registros de la empresa.",
        },
        {
          title: "Análisis de datos electrónicos",
          description:
            "Revisamos los datos del registro electrónico, del módulo de control del motor y del GPS sobre " +
            "velocidad, frenado y horas de manejo.",
        },
        {
          title: "Investigación de cumplimiento",
          description:
            "Examinamos el expediente del conductor, sus pruebas de drogas, las inspecciones y el " +
            "historial de seguridad de la transportista.",
        },
        {
          title: "Reconstrucción del accidente",
          description:
            "Peritos en reconstrucción y especialistas en animación muestran con exactitud cómo ocurrió el choque.",
        },
        {
          title: "Todas las coberturas de seguro",
          description: "Identificamos a cada empresa responsable y cada póliza de seguro disponible.",
        },
        {
          title: "Preparación para el juicio",
          description:
            "Preparamos cada caso para enfrentar en los tribunales a los equipos de defensa de las " +
            "compañías de transporte.",
        },
      ],
    },
    {
      title: "Por qué los casos de camiones requieren otro enfoque",
      items: [
        {
          title: "Varios demandados",
          description:
            "Conductores, transportistas, remitentes, arrendadoras y fabricantes suelen culparse entre sí.",
        },
        {
          title: "Normas federales y estatales",
          description:
            "Las regulaciones de seguridad federales y de California imponen obligaciones que no existen " +
            "en un choque de autos común.",
        },
        {
          title: "Una defensa agresiva de las aseguradoras",
          description:
            "Las aseguradoras comerciales y sus equipos de respuesta rápida empiezan a defender el caso " +
            "desde el primer día.",
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
          "Nos hemos enfrentado a compañías de transporte y aseguradoras comerciales en todo California.",
      },
      {
        title: "Peritos en reconstrucción y medicina",
        description:
          "Nuestra red de peritos en reconstrucción de accidentes, animación y medicina fortalece cada " +
          "etapa de su caso.",
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
    title: "Actúe antes de que desaparezcan las pruebas",
    text:
      "Comuníquese con nosotros lo antes posible después de un choque con un camión. Le respondemos en " +
      "menos de 24 horas y atendemos asuntos urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
