import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The sexual-harassment practice page in Spanish (sexual-harassment.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de acoso sexual en California",
    description:
      "Ayuda confidencial por acoso sexual y represalias en el trabajo. Quejas ante el CRD y la EEOC. " +
      "Consulta gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de acoso sexual",
    subtitle: "Usted tiene derecho a trabajar sin acoso, y a denunciarlo sin perder su empleo.",
  },
  intro: {
    title: "No tiene por qué aguantarlo",
    paragraphs: [
      "El acoso sexual es ilegal en California, venga de un supervisor, de un compañero de trabajo o de " +
        "un cliente. La Ley de Empleo y Vivienda Justos de California (FEHA) protege a los trabajadores de " +
        "empresas de cualquier tamaño, así como a solicitantes de empleo, practicantes sin sueldo, " +
        "voluntarios y muchos contratistas, y con frecuencia ofrece más protección que la ley federal.",
      "Denunciar no es fácil. Muchas personas temen que no les crean, perder su carrera o lo que pueda " +
        "pasar después. Nosotros primero escuchamos, con total confidencialidad, y le explicamos sus " +
        "opciones en palabras sencillas antes de que tome cualquier decisión. Usted decide en todo momento " +
        "el rumbo de su caso.",
      "Los plazos importan. En California, por lo general, tiene tres años desde el último acto de acoso " +
        "para presentar una queja ante el Departamento de Derechos Civiles (CRD), y 300 días para " +
        "presentarla ante la Comisión federal para la Igualdad de Oportunidades en el Empleo (EEOC). " +
        "Guardar desde ahora mensajes, correos y notas puede ser decisivo más adelante.",
    ],
  },
  sections: [
    {
      title: "Tipos de acoso sexual",
      items: [
        {
          title: "Acoso a cambio de favores (quid pro quo)",
          description:
            "Un empleo, un ascenso, un horario o un aumento se condiciona a favores sexuales, o le " +
            "castigan por negarse.",
        },
        {
          title: "Ambiente de trabajo hostil",
          description:
            "Comentarios, bromas, imágenes o conductas sexuales tan graves o constantes que vuelven el " +
            "trabajo intimidante u ofensivo.",
        },
        {
          title: "Contacto físico no deseado",
          description:
            "Tocamientos, agarrones, bloquearle el paso o cualquier otra conducta física que usted no " +
            "aceptó.",
        },
        {
          title: "Acoso digital y visual",
          description:
            "Mensajes, imágenes o correos explícitos y mensajes en redes sociales, incluido el acoso en " +
            "el trabajo remoto o en línea.",
        },
        {
          title: "Acoso por parte de clientes",
          description:
            "El empleador debe actuar cuando sabe, o debería saber, que personas ajenas a la empresa " +
            "acosan a su personal.",
        },
        {
          title: "Acoso en relaciones profesionales",
          description:
            "La ley de California también cubre el acoso por parte de arrendadores, médicos, maestros y " +
            "otros profesionales (Código Civil §51.9).",
        },
      ],
    },
    {
      title: "Cómo le ayudamos",
      items: [
        {
          title: "Evaluación confidencial del caso",
          description:
            "Una conversación privada sobre lo ocurrido, protegida por la confidencialidad " +
            "abogado-cliente, con una explicación clara de sus opciones.",
        },
        {
          title: "Quejas ante el CRD y la EEOC",
          description:
            "Preparamos y presentamos su queja administrativa ante el Departamento de Derechos Civiles " +
            "de California o la EEOC y solicitamos su aviso de derecho a demandar.",
        },
        {
          title: "Protección contra represalias",
          description:
            "Intervenimos si le bajan de puesto, le quitan horas, le sancionan o le despiden después de " +
            "denunciar el acoso.",
        },
        {
          title: "Pruebas y testigos",
          description:
            "Le ayudamos a conservar mensajes, registros y testimonios, y obtenemos las políticas y los " +
            "expedientes de investigación del empleador.",
        },
        {
          title: "Negociación y demanda",
          description:
            "Negociamos con el empleador y sus abogados y, si es necesario, presentamos una demanda y " +
            "llevamos su caso a juicio.",
        },
      ],
    },
    {
      title: "Sus derechos según la ley de California",
      items: [
        {
          title: "Un trabajo libre de acoso",
          description:
            "Los empleadores en California deben tomar medidas razonables para prevenir el acoso y " +
            "corregirlo cuando ocurre.",
        },
        {
          title: "El derecho a denunciar",
          description:
            "Puede reportar el acoso a su empleador, al CRD o a la EEOC, y participar en una " +
            "investigación, sin sufrir represalias.",
        },
        {
          title: "Responsabilidad por los supervisores",
          description:
            "Según la FEHA, el empleador por lo general responde por el acoso sexual que cometen sus " +
            "supervisores.",
        },
        {
          title: "Capacitación para prevenir el acoso",
          description:
            "Los empleadores con cinco o más empleados deben dar capacitación sobre prevención del acoso " +
            "sexual a supervisores y personal.",
        },
        {
          title: "Límites al silencio",
          description:
            "La ley de California restringe las cláusulas de acuerdos que le impedirían revelar los " +
            "hechos del acoso sexual.",
        },
      ],
    },
    {
      title: "La compensación que podría recibir",
      items: [
        {
          title: "Salarios y prestaciones perdidos",
          description:
            "El pago de los ingresos que perdió y, cuando corresponda, de ingresos futuros si no puede " +
            "volver a ese trabajo.",
        },
        {
          title: "Angustia emocional",
          description:
            "Compensación por la ansiedad, la depresión, la humillación y las demás formas en que el " +
            "acoso afectó su vida.",
        },
        {
          title: "Daños punitivos",
          description:
            "En casos de malicia, opresión o fraude, una cantidad adicional para castigar al empleador y " +
            "evitar que se repita.",
        },
        {
          title: "Honorarios de abogado y gastos del caso",
          description:
            "La FEHA permite que el tribunal ordene al empleador pagar sus honorarios de abogado y " +
            "los gastos del caso si usted gana.",
        },
        {
          title: "Reincorporación y cambios de políticas",
          description:
            "En algunos casos, recuperar su puesto u obligar al empleador a cambiar la forma en que " +
            "atiende las quejas.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "Confidencialidad y comprensión",
        description:
          "Tratamos su historia con discreción y respeto, y nunca le presionaremos para que tome una " +
          "decisión.",
      },
      {
        title: "{years} años defendiendo a personas",
        description:
          "Sabemos cómo se defienden los empleadores y sus aseguradoras, y preparamos cada caso como si " +
          "fuera a llegar a juicio.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description: "No paga nada por adelantado para empezar. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "Dé el primer paso con confianza",
    text:
      "Comuníquese en privado y cuéntenos lo que está viviendo. Le respondemos en menos de 24 horas y " +
      "atendemos asuntos urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
