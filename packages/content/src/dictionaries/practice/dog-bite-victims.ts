import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Dog Bite Lawyer in California",
    description:
      "Bitten or attacked by a dog in California? Owners are strictly liable under Civil Code §3342. Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Dog Bite Attorneys",
    subtitle:
      "A dog attack can leave physical and emotional scars. California law puts the responsibility on the " +
      "owner.",
  },
  intro: {
    title: "California Holds Dog Owners Responsible",
    paragraphs: [
      "California has one of the strongest dog bite laws in the country. Under Civil Code §3342, a dog's " +
        "owner is strictly liable when the dog bites someone in a public place or someone lawfully on " +
        "private property, including the owner's own home. It does not matter whether the dog had ever " +
        "bitten anyone before or whether the owner knew it could be dangerous.",
      "Common cases include bites in parks and on sidewalks, attacks at a neighbor's or friend's home, " +
        "bites to delivery drivers and mail carriers, and attacks on children, who are often bitten on the " +
        "face. Injuries that do not involve a bite, such as being knocked down or chased into traffic, can " +
        "still lead to a claim based on negligence or a violation of local leash laws. In some cases, a " +
        "landlord who knew about a dangerous dog may also be responsible.",
      "After an attack, get medical care right away, because dog bites carry a high risk of infection. " +
        "Report the bite to local animal control, identify the dog and its owner, and photograph your " +
        "injuries as they heal. Most claims are paid by the owner's homeowner's or renter's insurance, and " +
        "generally must be filed within two years.",
    ],
  },
  sections: [
    {
      title: "Common Dog Bite Cases",
      items: [
        {
          title: "Bites in Public Places",
          description:
            "Attacks in parks, on sidewalks, at beaches and in parking lots, often by dogs off leash.",
        },
        {
          title: "Bites on Private Property",
          description: "Bites at a neighbor's, friend's or relative's home while you were there lawfully.",
        },
        {
          title: "Attacks on Children",
          description:
            "Children are bitten more often and more severely, frequently on the face, head and neck.",
        },
        {
          title: "Delivery and Service Workers",
          description: "Mail carriers, delivery drivers and technicians attacked while doing their jobs.",
        },
        {
          title: "Knock-Down and Chase Injuries",
          description:
            "Falls, fractures and traffic injuries caused by an aggressive or uncontrolled dog, even " +
            "without a bite.",
        },
        {
          title: "Landlord and Property Owner Liability",
          description:
            "Claims against landlords who knew about a dangerous dog on their property and failed to act.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Investigation",
          description:
            "We obtain animal control reports, prior complaints about the dog and witness statements.",
        },
        {
          title: "Medical Documentation",
          description:
            "We document your treatment, including wound care, surgery, scar revision and counseling.",
        },
        {
          title: "Insurance Claims",
          description:
            "We identify the homeowner's, renter's or other insurance that covers the attack and handle " +
            "the claim.",
        },
        {
          title: "Claims for Children",
          description:
            "We guide parents through a child's claim, including the court approval California requires " +
            "for a minor's settlement.",
        },
        {
          title: "Negotiation and Trial",
          description:
            "We negotiate for fair compensation and take your case to court if the insurer will not be " +
            "reasonable.",
        },
      ],
    },
    {
      title: "Injuries We See Most Often",
      items: [
        {
          title: "Puncture Wounds and Infections",
          description: "Deep bites that damage muscle, tendons and nerves and can become seriously infected.",
        },
        {
          title: "Scarring and Disfigurement",
          description: "Lasting scars, especially on the face and hands, that may need plastic surgery.",
        },
        {
          title: "Emotional Trauma",
          description:
            "Anxiety, nightmares and fear of dogs, particularly in children, that may require counseling.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "We Know California Dog Bite Law",
        description:
          "For {years} years we have used California's strict-liability rule to hold dog owners and their " +
          "insurers accountable.",
      },
      {
        title: "Compassion for Families",
        description:
          "We understand how frightening an attack is, especially when a child is hurt, and we handle the " +
          "claim so you can focus on healing.",
      },
      {
        title: "No Fee Unless We Win",
        description: "You pay nothing upfront to get started. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Bitten by a Dog? Know Your Rights",
    text: "Tell us what happened and we will reply within 24 hours. We are available 24/7 for urgent needs.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de mordeduras de perro en California",
    description:
      "¿Lo mordió o atacó un perro en California? El dueño responde según el Código Civil §3342. Consulta " +
      "gratis y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de mordeduras de perro",
    subtitle:
      "El ataque de un perro puede dejar cicatrices físicas y emocionales. La ley de California pone la " +
      "responsabilidad en el dueño.",
  },
  intro: {
    title: "En California, el dueño del perro es responsable",
    paragraphs: [
      "California tiene una de las leyes sobre mordeduras de perro más estrictas del país. Según la " +
        "sección 3342 del Código Civil, el dueño de un perro tiene responsabilidad objetiva cuando el " +
        "perro muerde a alguien en un lugar público o a alguien que se encuentra legalmente en una " +
        "propiedad privada, incluida la casa del propio dueño. No importa si el perro había mordido antes " +
        "ni si el dueño sabía que podía ser peligroso.",
      "Los casos más comunes incluyen mordeduras en parques y banquetas, ataques en la casa de un vecino " +
        "o de un amigo, mordeduras a repartidores y carteros, y ataques a niños, que muchas veces sufren " +
        "mordeduras en la cara. Las lesiones sin mordedura, como cuando un perro lo derriba o lo persigue " +
        "hacia la calle, también pueden dar lugar a un reclamo por negligencia o por violar las reglas " +
        "locales sobre el uso de correa. En algunos casos, el arrendador que sabía de un perro peligroso " +
        "también puede ser responsable.",
      "Después de un ataque, reciba atención médica de inmediato, porque las mordeduras de perro tienen " +
        "un alto riesgo de infección. Reporte la mordedura al control de animales de su localidad, " +
        "identifique al perro y a su dueño, y tome fotos de sus lesiones mientras sanan. La mayoría de los " +
        "reclamos los paga el seguro de vivienda o de inquilino del dueño, y por lo general deben " +
        "presentarse dentro de dos años.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de mordeduras de perro",
      items: [
        {
          title: "Mordeduras en lugares públicos",
          description:
            "Ataques en parques, banquetas, playas y estacionamientos, muchas veces de perros sin correa.",
        },
        {
          title: "Mordeduras en propiedad privada",
          description:
            "Mordeduras en la casa de un vecino, un amigo o un familiar mientras usted estaba ahí " +
            "legalmente.",
        },
        {
          title: "Ataques a niños",
          description:
            "Los niños sufren mordeduras con más frecuencia y más graves, a menudo en la cara, la cabeza y " +
            "el cuello.",
        },
        {
          title: "Repartidores y trabajadores de servicio",
          description: "Carteros, repartidores y técnicos atacados mientras hacían su trabajo.",
        },
        {
          title: "Derribos y persecuciones",
          description:
            "Caídas, fracturas y accidentes de tránsito causados por un perro agresivo o sin control, " +
            "aunque no haya mordedura.",
        },
        {
          title: "Responsabilidad del arrendador o dueño de la propiedad",
          description:
            "Reclamos contra arrendadores que sabían de un perro peligroso en su propiedad y no hicieron " +
            "nada.",
        },
      ],
    },
    {
      title: "Cómo le ayudamos",
      items: [
        {
          title: "Investigación",
          description:
            "Obtenemos los reportes de control de animales, las quejas anteriores sobre el perro y las " +
            "declaraciones de testigos.",
        },
        {
          title: "Documentación médica",
          description:
            "Documentamos su tratamiento, incluido el cuidado de heridas, las cirugías, la corrección de " +
            "cicatrices y la terapia psicológica.",
        },
        {
          title: "Reclamos al seguro",
          description:
            "Identificamos el seguro de vivienda, de inquilino u otra póliza que cubra el ataque y nos " +
            "encargamos del reclamo.",
        },
        {
          title: "Reclamos de menores",
          description:
            "Guiamos a los padres en el reclamo de su hijo, incluida la aprobación judicial que California " +
            "exige para el acuerdo de un menor.",
        },
        {
          title: "Negociación y juicio",
          description:
            "Negociamos una compensación justa y llevamos su caso a los tribunales si la aseguradora no es " +
            "razonable.",
        },
      ],
    },
    {
      title: "Las lesiones que vemos con más frecuencia",
      items: [
        {
          title: "Heridas punzantes e infecciones",
          description:
            "Mordeduras profundas que dañan músculos, tendones y nervios y pueden infectarse gravemente.",
        },
        {
          title: "Cicatrices y desfiguración",
          description:
            "Cicatrices permanentes, sobre todo en la cara y las manos, que pueden requerir cirugía " +
            "plástica.",
        },
        {
          title: "Trauma emocional",
          description:
            "Ansiedad, pesadillas y miedo a los perros, especialmente en los niños, que pueden requerir " +
            "terapia.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "Conocemos la ley de California",
        description:
          "Durante {years} años hemos usado la regla de responsabilidad objetiva de California para exigir " +
          "cuentas a los dueños de perros y a sus aseguradoras.",
      },
      {
        title: "Comprensión para las familias",
        description:
          "Sabemos lo aterrador que es un ataque, sobre todo cuando un niño resulta herido, y nos " +
          "encargamos del reclamo para que usted se concentre en sanar.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description: "No paga nada por adelantado para empezar. Si no ganamos, no nos paga honorarios.",
      },
    ],
  },
  cta: {
    title: "¿Lo mordió un perro? Conozca sus derechos",
    text:
      "Cuéntenos qué pasó y le responderemos en menos de 24 horas. Estamos disponibles las 24 horas, los 7 " +
      "días, para asuntos urgentes.",
    button: "Comience su consulta gratuita",
  },
};

export const dogBiteVictims: PerLocale<PracticePageCopy> = { en, es };
