import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Accident Injury Lawyer in California",
    description:
      "Hurt in a car, bicycle, workplace or premises accident in California? Free consultation, reply " +
      "within 24 hours, and no fee unless we win.",
  },
  hero: {
    title: "Accident Injury Attorneys",
    subtitle: "You did not choose to get hurt. We make sure the people responsible answer for it.",
  },
  intro: {
    title: "After an Accident, the Next Steps Matter",
    paragraphs: [
      "An accident can leave you with medical bills, time away from work and an insurance adjuster who " +
        "calls before you have had a chance to think. What you say and sign in those first days can affect " +
        "your claim for months to come. Our job is to take that pressure off you and protect your right to " +
        "full compensation.",
      "California follows a pure comparative fault rule: even if you were partly to blame, you can still " +
        "recover damages, reduced by your share of responsibility. Insurers often use this rule to shift " +
        "blame onto injured people. We gather the evidence that shows what really happened.",
      "Most California injury claims must be filed in court within two years, and claims against a " +
        "public agency, such as a city bus operator, usually require a written claim within six months. " +
        "Get medical care first, then talk to us as soon as you can.",
    ],
  },
  sections: [
    {
      title: "Accidents We Handle",
      items: [
        {
          title: "Motor Vehicle Accidents",
          description:
            "Car, truck, motorcycle and rideshare collisions, including hit-and-run and uninsured or " +
            "underinsured drivers.",
        },
        {
          title: "Slip and Fall Accidents",
          description:
            "Falls caused by wet floors, broken stairs, uneven walkways, poor lighting and other hazards " +
            "someone should have fixed.",
        },
        {
          title: "Bicycle and Pedestrian Accidents",
          description:
            "Cyclists and people on foot struck by drivers who were speeding, distracted or failed to yield.",
        },
        {
          title: "Workplace Accidents",
          description:
            "Injuries on the job, including claims against third parties such as contractors or " +
            "equipment makers.",
        },
        {
          title: "Premises Accidents",
          description:
            "Injuries caused by unsafe property, negligent security, falling objects or dangerous " +
            "conditions in stores and buildings.",
        },
        {
          title: "Public Transportation Accidents",
          description:
            "Injuries on buses, trains, light rail and shuttles, where strict claim deadlines against " +
            "public agencies apply.",
        },
      ],
    },
    {
      title: "Immediate Help After Your Accident",
      intro: "The first days after an accident are when evidence disappears. We move quickly.",
      items: [
        {
          title: "Getting You to the Right Care",
          description:
            "We help you find doctors and specialists, including providers who may treat you while your " +
            "claim is pending.",
        },
        {
          title: "Preserving Evidence",
          description:
            "We request police reports, photos, surveillance video and witness statements before they " +
            "are lost or overwritten.",
        },
        {
          title: "Handling the Calls",
          description:
            "We deal with insurance adjusters for you, so you are not pressured into a recorded " +
            "statement or a quick settlement.",
        },
        {
          title: "Documenting Your Losses",
          description:
            "We track medical bills, lost wages, property damage and the day-to-day effects of your " +
            "injuries from the start.",
        },
      ],
    },
    {
      title: "Dealing With the Insurance Companies",
      items: [
        {
          title: "Claim Filing and Notices",
          description:
            "We open and manage your claims with every insurer involved and meet each deadline along the " +
            "way.",
        },
        {
          title: "Your Own Coverage",
          description:
            "We review your policy for uninsured and underinsured motorist, medical payments and other " +
            "benefits you may have paid for.",
        },
        {
          title: "Negotiating a Fair Settlement",
          description:
            "We present a complete demand backed by evidence and push back on low offers and unfair blame.",
        },
        {
          title: "Going to Court When Needed",
          description:
            "If the insurer will not be fair, we are prepared to file a lawsuit and take your case to trial.",
        },
      ],
    },
    {
      title: "Common Accident Injuries",
      items: [
        {
          title: "Soft Tissue Injuries",
          description:
            "Whiplash, sprains, strains and torn ligaments, which insurers often downplay even though " +
            "they can take months to heal.",
        },
        {
          title: "Bone and Joint Injuries",
          description:
            "Fractures, dislocations and damage to knees, shoulders and hips that may need surgery and " +
            "physical therapy.",
        },
        {
          title: "Head and Brain Injuries",
          description:
            "Concussions and traumatic brain injuries, whose symptoms can appear days later and affect " +
            "memory, focus and mood.",
        },
        {
          title: "Back, Neck and Spine Injuries",
          description:
            "Herniated discs, pinched nerves and spinal injuries that can cause chronic pain and limit " +
            "your ability to work.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "Experience That Counts",
        description:
          "For {years} years we have represented accident victims throughout California, in negotiations and " +
          "in court.",
      },
      {
        title: "Personal Attention",
        description:
          "You will know who is handling your case, and we reply within 24 hours, in English or Spanish.",
      },
      {
        title: "No Fee Unless We Win",
        description:
          "There is nothing to pay upfront; we are paid a percentage only if we recover compensation for " +
          "you. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Hurt in an Accident? Talk to Us Today",
    text:
      "Tell us what happened and a member of our team will reply within 24 hours. For urgent matters, we " +
      "are available 24/7.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de accidentes en California",
    description:
      "¿Se lesionó en un accidente de auto, bicicleta, trabajo o en una propiedad? Consulta gratis, " +
      "respuesta en 24 horas y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de lesiones por accidente",
    subtitle: "Usted no eligió lesionarse. Nosotros nos aseguramos de que los responsables respondan.",
  },
  intro: {
    title: "Después de un accidente, cada paso cuenta",
    paragraphs: [
      "Un accidente puede dejarle cuentas médicas, días sin trabajar y un ajustador de seguros que lo " +
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
            "Choques de auto, camión, motocicleta y de servicios como Uber o Lyft, incluidos conductores " +
            "que huyeron o sin seguro suficiente.",
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
            "Ciclistas y personas a pie atropellados por conductores que iban a exceso de velocidad, " +
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
            "Lesiones en autobuses, trenes, tren ligero y transportes compartidos, donde rigen plazos " +
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
            "Le ayudamos a encontrar médicos y especialistas, incluidos proveedores que pueden atenderlo " +
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
            "Tratamos con los ajustadores por usted, para que nadie lo presione a dar una declaración " +
            "grabada o aceptar un arreglo rápido.",
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
            "Abrimos y manejamos sus reclamos con cada aseguradora involucrada y cumplimos cada plazo en " +
            "el camino.",
        },
        {
          title: "Su propia cobertura",
          description:
            "Revisamos su póliza en busca de cobertura de motorista sin seguro o con seguro " +
            "insuficiente, gastos médicos y otros beneficios que usted ya paga.",
        },
        {
          title: "Negociación de un acuerdo justo",
          description:
            "Presentamos una reclamación completa, respaldada con pruebas, y rechazamos las ofertas " +
            "bajas y las culpas injustas.",
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
            "minimizan aunque tarden meses en sanar.",
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
      {
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado; solo cobramos un porcentaje si obtenemos una compensación para " +
          "usted. Si no ganamos, no nos paga honorarios.",
      },
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

export const accidentInjuries: PerLocale<PracticePageCopy> = { en, es };
