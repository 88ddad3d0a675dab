import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Slip and Fall Lawyer in California",
    description:
      "Hurt in a fall caused by unsafe property in California? We hold owners accountable. Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Slip and Fall Injury Attorneys",
    subtitle: "A fall is not just bad luck when someone failed to keep their property safe.",
  },
  intro: {
    title: "When Unsafe Property Causes a Fall",
    paragraphs: [
      "Under California Civil Code §1714, property owners and businesses must use reasonable care to " +
        "keep their premises safe. When a store ignores a spill, a landlord leaves a broken stair " +
        "unrepaired or a parking lot is left dark and cracked, the owner may be responsible for the " +
        "injuries that follow.",
      "To win a slip and fall claim, it generally must be shown that the owner knew, or should have " +
        "known, about the dangerous condition and did not fix it or warn you in time. That proof often " +
        "comes from surveillance video, inspection logs and maintenance records, and businesses may record " +
        "over their video within days. Contact us quickly so we can demand that it be preserved.",
      "Falls on public property, such as a city sidewalk or a government building, follow special rules: " +
        "a written claim usually must be filed with the agency within six months. Other claims generally " +
        "must be filed in court within two years.",
    ],
  },
  sections: [
    {
      title: "Hazardous Conditions That Cause Falls",
      items: [
        {
          title: "Wet and Slippery Floors",
          description:
            "Spills, leaks, freshly mopped floors and rain-soaked entrances without warning signs or mats.",
        },
        {
          title: "Uneven Walkways",
          description: "Cracked sidewalks, raised pavement, potholes and sudden changes in floor height.",
        },
        {
          title: "Unsafe Stairs",
          description: "Broken or uneven steps, missing or loose handrails and worn stair treads.",
        },
        {
          title: "Poor Lighting",
          description: "Dark stairwells, hallways and parking lots that hide hazards in your path.",
        },
        {
          title: "Loose Rugs and Cords",
          description: "Torn carpet, curled mats and cables or hoses left across walkways.",
        },
        {
          title: "Cluttered Aisles",
          description: "Boxes, merchandise and debris left in store aisles and walkways.",
        },
      ],
    },
    {
      title: "How We Build Your Claim",
      items: [
        {
          title: "Preserving Video and Records",
          description:
            "We send preservation demands for surveillance footage, incident reports, inspection logs " +
            "and cleaning schedules.",
        },
        {
          title: "Documenting the Hazard",
          description:
            "We photograph and measure the condition and gather statements from witnesses and employees.",
        },
        {
          title: "Finding Every Responsible Party",
          description:
            "Owners, tenants, property managers, maintenance contractors and public agencies can all " +
            "share responsibility.",
        },
        {
          title: "Medical Documentation",
          description:
            "We connect your injuries to the fall with your medical records and, when needed, medical " +
            "experts.",
        },
        {
          title: "Negotiation and Trial",
          description:
            "We negotiate with commercial insurers and are prepared to take your case to court if they " +
            "will not be fair.",
        },
      ],
    },
    {
      title: "Common Slip and Fall Injuries",
      items: [
        {
          title: "Hip Fractures",
          description:
            "A serious injury, especially for older adults, that often requires surgery and long " +
            "rehabilitation.",
        },
        {
          title: "Wrist and Arm Fractures",
          description: "Broken bones that happen when you reach out to break a fall.",
        },
        {
          title: "Head Injuries",
          description:
            "Concussions and traumatic brain injuries from striking the floor, stairs or a fixture.",
        },
        {
          title: "Back and Spine Injuries",
          description: "Herniated discs, compression fractures and nerve damage that can cause lasting pain.",
        },
        {
          title: "Knee, Ankle and Shoulder Injuries",
          description:
            "Torn ligaments, a torn rotator cuff, sprains and dislocations that may require surgery.",
        },
        {
          title: "Soft Tissue Injuries",
          description:
            "Sprains, strains and bruising that can limit your movement and ability to work for months.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "We Move Fast on Evidence",
        description:
          "Video and records disappear quickly, so we act right away to secure the proof your claim " +
          "depends on.",
      },
      {
        title: "{years} Years of Premises Experience",
        description:
          "We know how stores, landlords and their insurers defend fall cases, and how to answer them.",
      },
      {
        title: "No Fee Unless We Win",
        description:
          "You pay nothing upfront, and we are paid only if we recover compensation for you. No fee " +
          "unless we win.",
      },
    ],
  },
  cta: {
    title: "Hurt in a Fall? Find Out Where You Stand",
    text:
      "Tell us where and how you fell. We reply within 24 hours, and we are available 24/7 for urgent " +
      "matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de resbalones y caídas en California",
    description:
      "¿Se lesionó en una caída por una propiedad insegura en California? Exigimos cuentas a los dueños. " +
      "Consulta gratis y sin honorarios si no ganamos.",
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
      {
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado y solo cobramos si obtenemos una compensación para usted. Si no " +
          "ganamos, no nos paga honorarios.",
      },
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

export const slipFallInjuries: PerLocale<PracticePageCopy> = { en, es };
