import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The elder-abuse practice page in Spanish (elder-abuse.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de abuso de personas mayores en California",
    description:
      "¿Negligencia en un asilo o abuso físico o financiero de un ser querido mayor en California? " +
      "Consulta gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de abuso de personas mayores y negligencia en asilos",
    subtitle:
      "Nuestros mayores merecen seguridad, dignidad y respeto. Exigimos cuentas a quienes les fallan.",
  },
  intro: {
    title: "Protegemos a quienes nos cuidaron",
    paragraphs: [
      "Las familias confían en los asilos de ancianos, las residencias de vida asistida y los cuidadores " +
        "en casa para mantener seguros a sus seres queridos. Con demasiada frecuencia, la falta de " +
        "personal, la mala capacitación y la indiferencia llevan a la negligencia y al abuso: úlceras por " +
        "presión, deshidratación, caídas que se pudieron evitar, exceso de medicamentos o el robo de los " +
        "ahorros de toda una vida.",
      "La Ley de Protección Civil de Personas Mayores y Adultos Dependientes de California protege a las " +
        "personas de 65 años o más, y a los adultos dependientes de 18 a 64 años, contra el abuso físico, " +
        "la negligencia, el abuso financiero, el abandono y el aislamiento. Cuando el abuso o la " +
        "negligencia se cometieron con temeridad (a sabiendas del riesgo), opresión, fraude o malicia, " +
        "la ley permite reclamar compensaciones adicionales, incluido el pago de los honorarios de " +
        "abogado, que no existen en los casos comunes de lesiones.",
      "Si alguien está en peligro inmediato, llame al 911. También puede reportar la sospecha de abuso a " +
        "los Servicios de Protección para Adultos (APS) de su condado o al Ombudsman de Cuidado a Largo " +
        "Plazo. Después hable con nosotros: podemos ayudarle a proteger a su ser querido, investigar lo " +
        "ocurrido y buscar una compensación de los responsables.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de abuso de personas mayores",
      items: [
        {
          title: "Negligencia en asilos",
          description:
            "Úlceras por presión (escaras), desnutrición, deshidratación y falta de higiene por una " +
            "atención deficiente.",
        },
        {
          title: "Caídas que se pudieron evitar",
          description:
            "Caídas por falta de supervisión, planes de prevención ignorados o condiciones inseguras en el " +
            "centro.",
        },
        {
          title: "Abuso físico y restricciones",
          description:
            "Golpes, maltrato al mover al residente, sujeciones indebidas y exceso de medicamentos para " +
            "mantener sedada a la persona.",
        },
        {
          title: "Abuso financiero",
          description:
            "Robo, estafas, mal uso de un poder notarial y presiones para cambiar un testamento, un " +
            "fideicomiso o una escritura.",
        },
        {
          title: "Abuso emocional y aislamiento",
          description:
            "Amenazas, humillaciones y alejar a la persona mayor de su familia, sus amigos o sus visitas.",
        },
        {
          title: "Abandono",
          description:
            "Desamparar a una persona mayor o a un adulto dependiente por parte de quien asumió la " +
            "responsabilidad de su cuidado.",
        },
      ],
    },
    {
      title: "Cómo ayudamos a su familia",
      items: [
        {
          title: "Investigación del centro de cuidado",
          description:
            "Obtenemos los registros de atención, los niveles de personal y los reportes de inspección del " +
            "estado para descubrir qué falló.",
        },
        {
          title: "Revisión por peritos médicos",
          description:
            "Peritos en geriatría y medicina explican cómo ocurrieron las lesiones y si se pudieron " +
            "prevenir.",
        },
        {
          title: "Protección de su ser querido",
          description:
            "Le ayudamos a trabajar con los Servicios de Protección para Adultos y a pedir órdenes de " +
            "protección cuando hace falta.",
        },
        {
          title: "Recuperación de bienes robados",
          description:
            "En los casos de abuso financiero, rastreamos el dinero y las propiedades y luchamos por su " +
            "devolución.",
        },
        {
          title: "Responsabilidad de los centros",
          description:
            "Presentamos reclamos contra asilos, residencias de vida asistida, cuidadores y las empresas " +
            "dueñas de esos centros.",
        },
      ],
    },
    {
      title: "Señales de alerta",
      items: [
        {
          title: "Señales físicas",
          description:
            "Moretones o fracturas sin explicación, úlceras por presión, pérdida repentina de peso o falta " +
            "de higiene.",
        },
        {
          title: "Cambios de conducta",
          description: "Miedo, retraimiento, agitación o resistencia a hablar frente a ciertos cuidadores.",
        },
        {
          title: "Alertas financieras",
          description:
            "Dinero faltante, retiros inusuales, cuentas sin pagar o cambios repentinos en documentos " +
            "legales.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué las familias eligen a {firmName}",
    items: [
      {
        title: "Representación con compasión",
        description:
          "Entendemos lo doloroso que es descubrir un abuso, y tratamos a su familia y a su ser querido " +
          "con respeto.",
      },
      {
        title: "{years} años de experiencia",
        description:
          "Conocemos la ley de California sobre abuso de personas mayores y cómo se defienden los centros " +
          "de cuidado y sus aseguradoras.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "Su familia no paga nada por adelantado para empezar. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "Proteja hoy a su ser querido",
    text:
      "Si sospecha abuso o negligencia, cuéntenos lo que ha visto. Le respondemos en menos de 24 horas y " +
      "atendemos asuntos urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
