import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Motorcycle Accident Lawyer in California",
    description:
      "Injured in a motorcycle crash in California? We fight rider bias and pursue full compensation. " +
      "Free consultation; no fee unless we win.",
  },
  hero: {
    title: "Motorcycle Accident Attorneys",
    subtitle: "Riders deserve a fair hearing, not assumptions. We tell your side of the story.",
  },
  intro: {
    title: "Protecting Riders After a Crash",
    paragraphs: [
      "Motorcyclists have almost no protection in a collision, so even a low-speed crash can cause " +
        "fractures, severe road rash or a brain injury. Most of these crashes are caused by drivers who " +
        "never saw the rider: a car turning left across traffic, a driver changing lanes without checking " +
        "a blind spot, or someone opening a door into traffic.",
      "Riders also face bias. Insurance adjusters, and sometimes jurors, may assume a motorcyclist was " +
        "speeding or reckless. We counter those assumptions with evidence: scene measurements, vehicle " +
        "damage, video, witness statements and accident reconstruction.",
      "California allows lane splitting when it is done safely, and it requires every rider to wear a " +
        "helmet. Even if an insurer argues you were partly at fault, California's comparative fault rule " +
        "still lets you recover compensation, reduced by your share of responsibility. Most claims must be " +
        "filed within two years, so do not wait to get advice.",
    ],
  },
  sections: [
    {
      title: "Common Causes of Motorcycle Crashes",
      items: [
        {
          title: "Left-Turn Collisions",
          description:
            "Drivers turning left at intersections or into driveways who misjudge or fail to see an " +
            "oncoming rider.",
        },
        {
          title: "Unsafe Lane Changes",
          description:
            "Drivers who merge into a rider's lane without signaling or checking their blind spots.",
        },
        {
          title: "Rear-End Crashes",
          description:
            "Following too closely or distracted driving that strikes a rider stopped in traffic or at a " +
            "light.",
        },
        {
          title: "Dooring",
          description:
            "A parked driver or passenger opening a door into the path of an approaching motorcycle.",
        },
        {
          title: "Dangerous Road Conditions",
          description:
            "Potholes, debris, uneven pavement and missing signs, which may lead to a claim against a " +
            "public agency.",
        },
        {
          title: "Impaired or Distracted Drivers",
          description:
            "Drivers under the influence or using a phone behind the wheel who never see the rider.",
        },
      ],
    },
    {
      title: "How We Help Injured Riders",
      items: [
        {
          title: "Crash Investigation",
          description:
            "We document the scene, obtain video and police reports, and work with reconstruction " +
            "experts to prove fault.",
        },
        {
          title: "Countering Rider Bias",
          description:
            "We build a factual record that answers the insurer's assumptions about riders before they " +
            "take hold.",
        },
        {
          title: "Insurance Claims",
          description:
            "We pursue the at-fault driver's insurer and your own uninsured or underinsured motorist " +
            "coverage.",
        },
        {
          title: "Your Bike and Gear",
          description:
            "We include repair or replacement of your motorcycle, helmet, riding gear and other property " +
            "in your claim.",
        },
        {
          title: "Litigation and Trial",
          description:
            "If a fair settlement is not offered, we are prepared to file suit and present your case to " +
            "a jury.",
        },
      ],
    },
    {
      title: "Common Motorcycle Injuries",
      items: [
        {
          title: "Road Rash",
          description:
            "Skin and tissue torn away by the pavement, which can lead to infection, skin grafts and " +
            "permanent scarring.",
        },
        {
          title: "Fractures",
          description:
            "Broken legs, arms, wrists, collarbones and pelvis, often requiring surgery, hardware and " +
            "long rehabilitation.",
        },
        {
          title: "Head and Brain Injuries",
          description:
            "Concussions and traumatic brain injuries, which can occur even when the rider was wearing a " +
            "helmet.",
        },
        {
          title: "Spinal Cord Injuries",
          description: "Damage to the spine that can cause chronic pain, loss of sensation or paralysis.",
        },
        {
          title: "Nerve Damage",
          description:
            "Injuries to the brachial plexus and other nerves that can weaken or paralyze an arm or hand.",
        },
        {
          title: "Amputations",
          description:
            "Loss of a foot, leg, hand or fingers, at the scene or through surgery after a crush injury.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Riders Choose {firmName}",
    items: [
      {
        title: "We Know These Cases",
        description:
          "With {years} years of experience, we understand motorcycle crash dynamics and the tactics insurers " +
          "use against riders.",
      },
      {
        title: "Experts on Your Side",
        description:
          "Accident reconstruction, biomechanical and medical experts help prove how the crash happened " +
          "and what it cost you.",
      },
      {
        title: "No Fee Unless We Win",
        description:
          "We take motorcycle cases on contingency, with nothing to pay upfront. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Get Back on the Road to Recovery",
    text:
      "Tell us about your crash and a member of our team will reply within 24 hours. For urgent matters, " +
      "we are available 24/7.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de accidentes de motocicleta",
    description:
      "¿Se lesionó en un choque de motocicleta en California? Combatimos los prejuicios contra " +
      "motociclistas. Consulta gratis y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de accidentes de motocicleta",
    subtitle:
      "Los motociclistas merecen que se les escuche sin prejuicios. Nosotros contamos su versión de los " +
      "hechos.",
  },
  intro: {
    title: "Protegemos a los motociclistas después de un choque",
    paragraphs: [
      "Un motociclista casi no tiene protección en un choque, así que incluso un accidente a baja " +
        "velocidad puede causar fracturas, raspaduras graves en la piel o una lesión cerebral. La mayoría " +
        "de estos accidentes los provocan conductores que nunca vieron al motociclista: un auto que da " +
        "vuelta a la izquierda frente al tráfico, alguien que se cambia de carril sin revisar su punto " +
        "ciego o una persona que abre la puerta hacia el tráfico.",
      "Los motociclistas también enfrentan prejuicios. Los ajustadores de seguros, y a veces los " +
        "jurados, dan por hecho que el motociclista iba rápido o manejaba de forma imprudente. Respondemos " +
        "a esas suposiciones con pruebas: mediciones del lugar, daños de los vehículos, videos, " +
        "declaraciones de testigos y reconstrucción del accidente.",
      "En California se permite circular entre carriles (lane splitting) cuando se hace de forma segura, " +
        "y todo motociclista debe usar casco. Aunque la aseguradora alegue que usted tuvo parte de la " +
        "culpa, la regla de culpa comparativa de California le permite recibir una compensación, reducida " +
        "según su porcentaje de responsabilidad. La mayoría de los reclamos deben presentarse dentro de " +
        "dos años, así que no espere para pedir asesoría.",
    ],
  },
  sections: [
    {
      title: "Causas comunes de choques de motocicleta",
      items: [
        {
          title: "Vueltas a la izquierda",
          description:
            "Conductores que dan vuelta a la izquierda en un cruce o hacia una entrada y no ven o " +
            "calculan mal al motociclista que viene de frente.",
        },
        {
          title: "Cambios de carril peligrosos",
          description:
            "Conductores que se meten al carril del motociclista sin poner la direccional ni revisar sus " +
            "puntos ciegos.",
        },
        {
          title: "Choques por alcance",
          description:
            "Conductores que van demasiado cerca o distraídos y golpean por detrás a un motociclista " +
            "detenido en el tráfico o en un semáforo.",
        },
        {
          title: "Puertas abiertas al paso",
          description:
            "Un conductor o pasajero estacionado que abre la puerta justo cuando se acerca la motocicleta.",
        },
        {
          title: "Condiciones peligrosas del camino",
          description:
            "Baches, escombros, pavimento disparejo y señales faltantes, que pueden dar lugar a un " +
            "reclamo contra una agencia pública.",
        },
        {
          title: "Conductores ebrios o distraídos",
          description:
            "Conductores bajo la influencia del alcohol o las drogas, o usando el celular, que nunca ven " +
            "al motociclista.",
        },
      ],
    },
    {
      title: "Cómo ayudamos a los motociclistas lesionados",
      items: [
        {
          title: "Investigación del choque",
          description:
            "Documentamos el lugar, obtenemos videos y reportes policiales, y trabajamos con expertos en " +
            "reconstrucción para probar la culpa.",
        },
        {
          title: "Contra los prejuicios",
          description:
            "Construimos un expediente con hechos que responde a las suposiciones de la aseguradora " +
            "antes de que pesen en su contra.",
        },
        {
          title: "Reclamos al seguro",
          description:
            "Reclamamos a la aseguradora del conductor culpable y a su propia cobertura de motorista sin " +
            "seguro o con seguro insuficiente.",
        },
        {
          title: "Su moto y su equipo",
          description:
            "Incluimos en su reclamo la reparación o el reemplazo de su motocicleta, su casco, su equipo " +
            "de protección y otros bienes.",
        },
        {
          title: "Demanda y juicio",
          description:
            "Si no le ofrecen un acuerdo justo, estamos preparados para demandar y presentar su caso " +
            "ante un jurado.",
        },
      ],
    },
    {
      title: "Lesiones comunes en accidentes de motocicleta",
      items: [
        {
          title: "Raspaduras por el pavimento",
          description:
            "Piel y tejido arrancados por el asfalto, que pueden causar infecciones, requerir injertos y " +
            "dejar cicatrices permanentes.",
        },
        {
          title: "Fracturas",
          description:
            "Piernas, brazos, muñecas, clavículas y pelvis rotas, que con frecuencia requieren cirugía, " +
            "placas y una larga rehabilitación.",
        },
        {
          title: "Lesiones de cabeza y cerebro",
          description:
            "Conmociones y lesiones cerebrales traumáticas, que pueden ocurrir aun cuando el " +
            "motociclista llevaba casco.",
        },
        {
          title: "Lesiones de la médula espinal",
          description:
            "Daños en la columna que pueden causar dolor crónico, pérdida de sensibilidad o parálisis.",
        },
        {
          title: "Daño en los nervios",
          description:
            "Lesiones del plexo braquial y de otros nervios que pueden debilitar o paralizar un brazo o " +
            "una mano.",
        },
        {
          title: "Amputaciones",
          description:
            "Pérdida de un pie, una pierna, una mano o dedos, en el lugar del accidente o en cirugía " +
            "tras una lesión por aplastamiento.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué los motociclistas eligen a {firmName}",
    items: [
      {
        title: "Conocemos estos casos",
        description:
          "Con {years} años de experiencia, entendemos cómo ocurren los choques de motocicleta y las tácticas " +
          "que usan las aseguradoras contra los motociclistas.",
      },
      {
        title: "Expertos de su lado",
        description:
          "Expertos en reconstrucción de accidentes, biomecánica y medicina ayudan a probar cómo ocurrió " +
          "el choque y cuánto le ha costado.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description:
          "Llevamos casos de motocicleta por contingencia, sin nada que pagar por adelantado. Si no " +
          "ganamos, no nos paga honorarios.",
      },
    ],
  },
  cta: {
    title: "Retome el camino hacia su recuperación",
    text:
      "Cuéntenos sobre su accidente y un miembro de nuestro equipo le responderá en menos de 24 horas. " +
      "Para asuntos urgentes, estamos disponibles las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};

export const motorcycleInjuries: PerLocale<PracticePageCopy> = { en, es };
