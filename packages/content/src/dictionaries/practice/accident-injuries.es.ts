import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The accident-injuries practice page in Spanish (accident-injuries.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de accidentes en California",
    description:
      "¿Se lesionó en un accidente de auto, bicicleta, trabajo o en una propiedad? Consulta gratuita, " +
      "respuesta en 24 horas y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de lesiones por accidente",
    subtitle: "Usted no eligió lesionarse. Trabajamos para que los responsables rindan cuentas.",
  },
  intro: {
    title: "Después de un accidente, cada paso cuenta",
    paragraphs: [
      "Un accidente puede dejarle cuentas médicas, días sin trabajar y un ajustador de seguros que le " +
        "llama antes de que usted haya tenido tiempo de pensar. Lo que diga y firme en esos primeros días " +
        "puede afectar su reclamo durante meses. Nuestro trabajo es quitarle esa presión de encima y " +
        "proteger su derecho a una compensación completa.",
      "California aplica la regla de culpa comparativa pura: aunque usted haya tenido parte de la culpa, " +
        "puede recibir una compensación, reducida según su porcentaje de responsabilidad. Las aseguradoras " +
        "suelen usar esta regla para culpar a la persona lesionada. Nosotros reunimos las pruebas que " +
        "muestran lo que realmente ocurrió.",
      "La mayoría de los reclamos por lesiones en California deben presentarse ante el tribunal dentro " +
        "de dos años, y los reclamos contra una agencia pública, como un sistema de autobuses de la " +
        "ciudad, normalmente exigen un reclamo por escrito dentro de seis meses. Primero reciba atención " +
        "médica y después comuníquese con nosotros lo antes posible.",
    ],
  },
  sections: [
    {
      title: "Accidentes que atendemos",
      items: [
        {
          title: "Accidentes de vehículos",
          description:
            "Choques de auto, camión, motocicleta y de transporte por aplicación, incluidos conductores que se " +
            "dieron a la fuga, sin seguro o con seguro insuficiente.",
        },
        {
          title: "Resbalones y caídas",
          description:
            "Caídas por pisos mojados, escaleras rotas, banquetas disparejas, poca iluminación y otros " +
            "peligros que alguien debió reparar.",
        },
        {
          title: "Accidentes de ciclistas y peatones",
          description:
            "Ciclistas y personas a pie atropellados por conductores que iban con exceso de velocidad, " +
            "distraídos o que no cedieron el paso.",
        },
        {
          title: "Accidentes de trabajo",
          description:
            "Lesiones en el trabajo, incluidos los reclamos contra terceros como contratistas o " +
            "fabricantes de equipo.",
        },
        {
          title: "Accidentes en propiedades",
          description:
            "Lesiones por instalaciones inseguras, falta de seguridad adecuada, objetos que caen o " +
            "condiciones peligrosas en tiendas y edificios.",
        },
        {
          title: "Accidentes en transporte público",
          description:
            "Lesiones en autobuses, trenes, tren ligero y camionetas de traslado (shuttles), donde rigen plazos " +
            "estrictos para reclamar a agencias públicas.",
        },
      ],
    },
    {
      title: "Ayuda inmediata después del accidente",
      intro: "Las pruebas desaparecen en los primeros días después de un accidente. Por eso actuamos rápido.",
      items: [
        {
          title: "La atención médica adecuada",
          description:
            "Le ayudamos a encontrar médicos y especialistas, incluidos médicos que pueden atenderle " +
            "mientras su reclamo está en trámite.",
        },
        {
          title: "Preservación de pruebas",
          description:
            "Solicitamos reportes policiales, fotos, videos de vigilancia y declaraciones de testigos " +
            "antes de que se pierdan o se borren.",
        },
        {
          title: "Nosotros atendemos las llamadas",
          description:
            "Tratamos con los ajustadores por usted, para que nadie le presione a dar una declaración " +
            "grabada o aceptar un acuerdo rápido.",
        },
        {
          title: "Registro de sus pérdidas",
          description:
            "Desde el principio documentamos cuentas médicas, salarios perdidos, daños materiales y cómo " +
            "las lesiones afectan su vida diaria.",
        },
      ],
    },
    {
      title: "Trato con las compañías de seguros",
      items: [
        {
          title: "Presentación de reclamos y avisos",
          description:
            "Abrimos y manejamos sus reclamos con cada aseguradora involucrada y cumplimos todos los plazos " +
            "del proceso.",
        },
        {
          title: "Su propia cobertura",
          description:
            "Revisamos su póliza en busca de cobertura de conductor sin seguro o con seguro " +
            "insuficiente, gastos médicos y otros beneficios que usted ya paga.",
        },
        {
          title: "Negociación de un acuerdo justo",
          description:
            "Enviamos una carta de reclamación completa, respaldada con pruebas, y rechazamos las " +
            "ofertas bajas y las culpas injustas.",
        },
        {
          title: "Ante el tribunal si es necesario",
          description:
            "Si la aseguradora no actúa de forma justa, estamos preparados para presentar una demanda y " +
            "llevar su caso a juicio.",
        },
      ],
    },
    {
      title: "Lesiones comunes en accidentes",
      items: [
        {
          title: "Lesiones de tejidos blandos",
          description:
            "Latigazo cervical, esguinces, distensiones y ligamentos rotos, que las aseguradoras " +
            "suelen minimizar aunque pueden tardar meses en sanar.",
        },
        {
          title: "Lesiones de huesos y articulaciones",
          description:
            "Fracturas, dislocaciones y daños en rodillas, hombros y caderas que pueden requerir cirugía " +
            "y terapia física.",
        },
        {
          title: "Lesiones de cabeza y cerebro",
          description:
            "Conmociones y lesiones cerebrales traumáticas, cuyos síntomas pueden aparecer días después " +
            "y afectar la memoria, la concentración y el ánimo.",
        },
        {
          title: "Lesiones de espalda, cuello y columna",
          description:
            "Hernias de disco, nervios pinzados y lesiones de columna que pueden causar dolor crónico y " +
            "limitar su capacidad de trabajar.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "Experiencia que se nota",
        description:
          "Durante {years} años hemos representado a víctimas de accidentes en todo California, en " +
          "negociaciones y en los tribunales.",
      },
      {
        title: "Atención personal",
        description:
          "Sabrá quién lleva su caso, y le respondemos en menos de 24 horas, en español o en inglés.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado; solo cobramos un porcentaje si obtenemos una compensación para " +
          "usted. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "¿Se lesionó en un accidente? Hable con nosotros hoy",
    text:
      "Cuéntenos qué pasó y un miembro de nuestro equipo le responderá en menos de 24 horas. Para asuntos " +
      "urgentes, estamos disponibles las 24 horas, todos los días.",
    button: "Comience su consulta gratuita",
  },
};
