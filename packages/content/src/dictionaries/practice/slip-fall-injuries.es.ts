import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The slip-fall-injuries practice page in Spanish (slip-fall-injuries.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de resbalones y caídas en California",
    description:
      "¿Se lesionó en una caída por una propiedad insegura en California? Exigimos cuentas a los dueños. " +
      "Consulta gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de lesiones por resbalones y caídas",
    subtitle: "Una caída no es simple mala suerte cuando alguien no mantuvo segura su propiedad.",
  },
  intro: {
    title: "Cuando una propiedad insegura provoca una caída",
    paragraphs: [
      "Según la sección 1714 del Código Civil de California, los dueños de propiedades y los negocios " +
        "deben actuar con un cuidado razonable para mantener seguras sus instalaciones. Cuando una tienda " +
        "ignora un derrame, un arrendador no repara un escalón roto o un estacionamiento queda oscuro y " +
        "agrietado, el dueño puede ser responsable de las lesiones que resulten.",
      "Para ganar un reclamo por caída, por lo general hay que demostrar que el dueño sabía, o debía " +
        "saber, del peligro y no lo corrigió ni le advirtió a tiempo. Esa prueba suele salir de videos de " +
        "vigilancia, registros de inspección y registros de mantenimiento, y muchos negocios graban encima " +
        "de sus videos en pocos días. Comuníquese pronto con nosotros para exigir que se conserven.",
      "Las caídas en propiedad pública, como una banqueta de la ciudad o un edificio del gobierno, " +
        "siguen reglas especiales: normalmente hay que presentar un reclamo por escrito ante la agencia " +
        "dentro de seis meses. Los demás reclamos por lo general deben presentarse ante el tribunal dentro " +
        "de dos años.",
    ],
  },
  sections: [
    {
      title: "Condiciones peligrosas que causan caídas",
      items: [
        {
          title: "Pisos mojados y resbalosos",
          description:
            "Derrames, goteras, pisos recién trapeados y entradas mojadas por la lluvia sin letreros de " +
            "advertencia ni tapetes.",
        },
        {
          title: "Superficies disparejas",
          description:
            "Banquetas agrietadas, pavimento levantado, baches y cambios repentinos en el nivel del piso.",
        },
        {
          title: "Escaleras inseguras",
          description:
            "Escalones rotos o disparejos, pasamanos flojos o inexistentes y peldaños desgastados.",
        },
        {
          title: "Poca iluminación",
          description:
            "Escaleras, pasillos y estacionamientos oscuros que ocultan los peligros en su camino.",
        },
        {
          title: "Tapetes y cables sueltos",
          description: "Alfombras rotas, tapetes enrollados y cables o mangueras atravesados en el paso.",
        },
        {
          title: "Pasillos obstruidos",
          description: "Cajas, mercancía y basura dejadas en los pasillos de tiendas y zonas de paso.",
        },
      ],
    },
    {
      title: "Cómo construimos su reclamo",
      items: [
        {
          title: "Conservación de videos y registros",
          description:
            "Exigimos por escrito que se conserven los videos de vigilancia, los reportes del incidente, " +
            "los registros de inspección y los horarios de limpieza.",
        },
        {
          title: "Documentación del peligro",
          description:
            "Fotografiamos y medimos la condición peligrosa y reunimos declaraciones de testigos y " +
            "empleados.",
        },
        {
          title: "Todos los responsables",
          description:
            "Dueños, inquilinos, administradores, contratistas de mantenimiento y agencias públicas " +
            "pueden compartir la responsabilidad.",
        },
        {
          title: "Documentación médica",
          description:
            "Relacionamos sus lesiones con la caída mediante su expediente médico y, cuando hace falta, " +
            "con peritos médicos.",
        },
        {
          title: "Negociación y juicio",
          description:
            "Negociamos con las aseguradoras comerciales y estamos listos para llevar su caso a los " +
            "tribunales si no actúan de forma justa.",
        },
      ],
    },
    {
      title: "Lesiones comunes por resbalones y caídas",
      items: [
        {
          title: "Fracturas de cadera",
          description:
            "Una lesión grave, sobre todo para adultos mayores, que con frecuencia requiere cirugía y " +
            "una larga rehabilitación.",
        },
        {
          title: "Fracturas de muñeca y brazo",
          description: "Huesos rotos al estirar las manos para amortiguar la caída.",
        },
        {
          title: "Lesiones en la cabeza",
          description:
            "Conmociones y lesiones cerebrales traumáticas por golpearse contra el piso, los escalones o " +
            "algún objeto.",
        },
        {
          title: "Lesiones de espalda y columna",
          description:
            "Hernias de disco, fracturas por compresión y daño en los nervios que pueden causar dolor " +
            "duradero.",
        },
        {
          title: "Lesiones de rodilla, tobillo y hombro",
          description:
            "Ligamentos rotos, desgarro del manguito rotador, esguinces y dislocaciones que pueden " +
            "requerir cirugía.",
        },
        {
          title: "Lesiones de tejidos blandos",
          description:
            "Esguinces, distensiones y moretones que pueden limitar su movilidad y su capacidad de " +
            "trabajar durante meses.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "Actuamos rápido con las pruebas",
        description:
          "Los videos y registros desaparecen pronto, por eso actuamos de inmediato para asegurar las " +
          "pruebas de su reclamo.",
      },
      {
        title: "{years} años de experiencia en estos casos",
        description:
          "Sabemos cómo se defienden las tiendas, los arrendadores y sus aseguradoras en los casos de " +
          "caídas, y cómo responderles.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado y solo cobramos si obtenemos una compensación para usted. Si no " +
          "ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "¿Se lesionó en una caída? Conozca sus opciones",
    text:
      "Cuéntenos dónde y cómo se cayó. Le respondemos en menos de 24 horas y atendemos asuntos urgentes " +
      "las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
