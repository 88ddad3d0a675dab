import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The labor-employment-law practice page in Spanish (labor-employment-law.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados laborales en California",
    description:
      "¿Despido ilegal, discriminación, salarios no pagados o represalias en el trabajo? Consulta " +
      "gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de derecho laboral y de empleo",
    subtitle:
      "California ofrece a los trabajadores algunas de las protecciones más fuertes del país. Le ayudamos " +
      "a hacerlas valer.",
  },
  intro: {
    title: "Defendemos a los trabajadores de California",
    paragraphs: [
      "La ley laboral de California protege a los trabajadores contra la discriminación, el acoso y las " +
        "represalias, y fija reglas estrictas sobre salarios, horas extra, descansos para comer y " +
        "descansar, y permisos. Cuando un empleador viola esas reglas, usted podría tener derecho al pago " +
        "de salarios atrasados, a una compensación y, en muchos casos, al pago de sus honorarios de " +
        "abogado.",
      "La Ley de Empleo y Vivienda Justos (FEHA) prohíbe la discriminación por características como la " +
        "raza, la religión, el sexo, la identidad de género, la orientación sexual, el origen nacional, la " +
        "discapacidad, el embarazo y la edad para quienes tienen 40 años o más. La ley de salarios de " +
        "California por lo general exige pagar horas extra a los empleados no exentos que trabajan más de " +
        "8 horas en un día o 40 en una semana, y una hora adicional de pago cuando se les niega un " +
        "descanso obligatorio.",
      "No tiene que elegir entre sus derechos y su empleo. Es ilegal despedirle, bajarle de puesto o " +
        "castigarle por denunciar discriminación, reclamar salarios no pagados, reportar un problema de seguridad a " +
        "Cal/OSHA o denunciar una violación de la ley. Los plazos cambian según el reclamo, así que hable " +
        "con nosotros lo antes posible.",
    ],
  },
  sections: [
    {
      title: "Reclamos laborales que atendemos",
      items: [
        {
          title: "Despido ilegal",
          description:
            "Despidos que violan una política pública fundamental (por ejemplo, por negarse a hacer algo " +
            "ilegal), un contrato de trabajo o las leyes contra la discriminación y las represalias.",
        },
        {
          title: "Discriminación",
          description:
            "Trato desigual en la contratación, el sueldo, los ascensos, las sanciones o el despido por " +
            "una característica protegida.",
        },
        {
          title: "Acoso",
          description:
            "Acoso sexual y acoso por raza, edad, discapacidad u otras características protegidas.",
        },
        {
          title: "Represalias y denuncias",
          description:
            "Castigos por denunciar conductas ilegales, riesgos de seguridad, discriminación o " +
            "salarios no pagados.",
        },
        {
          title: "Salarios y horas extra no pagados",
          description:
            "Pago por debajo del salario mínimo, horas extra y tiempo doble sin pagar, trabajo fuera del " +
            "horario registrado y pago final atrasado.",
        },
        {
          title: "Descansos para comer y descansar",
          description:
            "Descansos omitidos, tardíos o interrumpidos, y el pago adicional que el empleador debe cuando " +
            "los niega.",
        },
        {
          title: "Clasificación errónea",
          description:
            "Trabajadores tratados indebidamente como contratistas independientes o como exentos de horas " +
            "extra.",
        },
        {
          title: "Permisos y adaptaciones",
          description:
            "Negación de permisos familiares y médicos según la CFRA, o falta de adaptaciones razonables " +
            "por discapacidad o embarazo.",
        },
      ],
    },
    {
      title: "Características protegidas por la FEHA",
      intro:
        "Las reglas de la FEHA contra la discriminación por lo general se aplican a empleadores con cinco " +
        "o más empleados.",
      items: [
        {
          title: "Edad (40 años o más)",
          description:
            "A los trabajadores de 40 años o más no se les puede negar oportunidades, presionar para que " +
            "renuncien ni despedir por su edad.",
        },
        {
          title: "Raza, color y ascendencia",
          description:
            "Incluidos rasgos históricamente asociados con la raza, como la textura del cabello y los " +
            "peinados protectores.",
        },
        {
          title: "Origen nacional",
          description:
            "Incluidas las restricciones al uso de un idioma y la discriminación por acento que el trabajo " +
            "no justifica.",
        },
        {
          title: "Religión",
          description:
            "Incluidas la vestimenta y el arreglo personal por motivos religiosos y las adaptaciones " +
            "razonables a sus creencias.",
        },
        {
          title: "Sexo, género y orientación sexual",
          description: "Incluidas la identidad de género, la expresión de género y la orientación sexual.",
        },
        {
          title: "Embarazo y condiciones relacionadas",
          description: "Incluidos el parto, la lactancia y las condiciones médicas relacionadas.",
        },
        {
          title: "Discapacidad y condición médica",
          description: "Discapacidades físicas y mentales, condiciones médicas e información genética.",
        },
        {
          title: "Estado civil y servicio militar",
          description: "El estado civil y la condición de militar o de veterano.",
        },
      ],
    },
    {
      title: "Cómo le ayudamos",
      items: [
        {
          title: "Revisión confidencial del caso",
          description:
            "Revisamos sus registros de pago, sus mensajes y la cronología de los hechos, y le explicamos " +
            "qué reclamos aplican y qué plazos los rigen.",
        },
        {
          title: "Quejas ante las agencias",
          description:
            "Presentamos quejas ante el Departamento de Derechos Civiles y obtenemos el aviso de derecho a " +
            "demandar, y tramitamos reclamos de salarios ante el Comisionado Laboral cuando es el mejor " +
            "camino.",
        },
        {
          title: "Revisión de indemnizaciones por despido",
          description:
            "Revisamos las ofertas de indemnización por despido y los acuerdos de renuncia de derechos antes de que " +
            "firme y pierda derechos que quizá no sabía que tenía.",
        },
        {
          title: "Negociación",
          description:
            "Presentamos sus reclamos al empleador y negociamos una solución respaldada con pruebas.",
        },
        {
          title: "Demandas",
          description:
            "Presentamos demandas ante los tribunales, incluidos, cuando corresponde, reclamos según la ley PAGA " +
            "(Private Attorneys General Act), que permite que usted reclame al empleador, en nombre del " +
            "estado, multas civiles por las violaciones laborales que sufren usted y sus compañeros.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué los trabajadores eligen a {firmName}",
    items: [
      {
        title: "{years} años de experiencia",
        description:
          "Conocemos la ley laboral de California y cómo se defienden los empleadores y sus abogados.",
      },
      {
        title: "Hablamos su idioma",
        description:
          "Atendemos a los trabajadores en español y en inglés, y respondemos en menos de 24 horas.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description: "No paga nada por adelantado para empezar. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "Conozca sus derechos en el trabajo",
    text:
      "Cuéntenos qué está pasando en su trabajo. Le respondemos en menos de 24 horas y atendemos asuntos " +
      "urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
