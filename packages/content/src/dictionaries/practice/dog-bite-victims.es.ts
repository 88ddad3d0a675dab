import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The dog-bite-victims practice page in Spanish (dog-bite-victims.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de mordeduras de perro en California",
    description:
      "¿Le mordió o atacó un perro en California? El dueño responde según el Código Civil §3342. Consulta " +
      "gratuita y sin honorarios si no ganamos.",
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
        "sección 3342 del Código Civil, el dueño de un perro tiene responsabilidad objetiva (responde por los " +
        "daños aunque no haya tenido culpa ni descuido) cuando el perro muerde a alguien en un lugar " +
        "público o a alguien que se encuentra legalmente en una propiedad privada, incluida la casa del propio dueño. No importa si el perro había mordido antes " +
        "ni si el dueño sabía que podía ser peligroso.",
      "Los casos más comunes incluyen mordeduras en parques y banquetas, ataques en la casa de un vecino " +
        "o de un amigo, mordeduras a repartidores y carteros, y ataques a niños, que muchas veces sufren " +
        "mordeduras en la cara. Las lesiones sin mordedura, como cuando un perro le derriba o le persigue " +
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
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description: "No paga nada por adelantado para empezar. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "¿Le mordió un perro? Conozca sus derechos",
    text:
      "Cuéntenos qué pasó y le responderemos en menos de 24 horas. Estamos disponibles las 24 horas, los 7 " +
      "días, para asuntos urgentes.",
    button: "Comience su consulta gratuita",
  },
};
