import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The motorcycle-injuries practice page in Spanish (motorcycle-injuries.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de accidentes de motocicleta en California",
    description:
      "¿Se lesionó en un choque de motocicleta en California? Combatimos los prejuicios contra " +
      "motociclistas. Consulta gratuita y sin honorarios si no ganamos.",
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
        "jurados, pueden dar por hecho que el motociclista iba rápido o manejaba de forma imprudente. Respondemos " +
        "a esas suposiciones con pruebas: mediciones del lugar, daños de los vehículos, videos, " +
        "declaraciones de testigos y reconstrucción del accidente.",
      "En California se permite circular entre carriles (lane splitting) cuando se hace de forma segura, " +
        "y todo motociclista debe usar casco. Aunque la aseguradora alegue que usted tuvo parte de la " +
        "culpa, la regla de culpa comparativa de California aún le permite recibir una compensación, reducida " +
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
            "Documentamos el lugar, obtenemos videos y reportes policiales, y trabajamos con peritos en " +
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
            "Reclamamos a la aseguradora del conductor culpable y a su propia cobertura de conductor sin " +
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
        title: "Peritos de su lado",
        description:
          "Peritos en reconstrucción de accidentes, biomecánica y medicina ayudan a probar cómo ocurrió " +
          "el choque y cuánto le ha costado.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado en su caso de motocicleta; solo cobramos un porcentaje si obtenemos " +
          "dinero para usted. Si no ganamos, no nos paga honorarios.",
      }),
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
