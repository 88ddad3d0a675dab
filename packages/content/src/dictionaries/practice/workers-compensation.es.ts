import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The workers-compensation practice page in Spanish (workers-compensation.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de compensación de trabajadores en California",
    description:
      "¿Se lesionó en el trabajo en California? Obtenga la atención médica y los beneficios que le " +
      "corresponden. Consulta gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de compensación de trabajadores",
    subtitle:
      "Usted se lesionó haciendo su trabajo. Tiene derecho a atención médica y beneficios mientras se " +
      "recupera.",
  },
  intro: {
    title: "Los beneficios que se ganó, sin vueltas",
    paragraphs: [
      "El sistema de compensación de trabajadores de California existe para dar atención médica y " +
        "reemplazo de salario a los empleados que se lesionan en el trabajo, sin importar quién tuvo la " +
        "culpa. En la práctica, los reclamos se retrasan, se niegan tratamientos y las calificaciones de " +
        "incapacidad salen más bajas de lo que deberían. Las aseguradoras tienen ajustadores y abogados " +
        "con experiencia; usted también debería tener a alguien de su lado.",
      "Los beneficios están disponibles para la mayoría de los trabajadores en California, incluidos los " +
        "trabajadores indocumentados, y es ilegal que el empleador le castigue por presentar un reclamo. " +
        "Si alguien que no es su empleador causó la lesión, como un conductor negligente o el fabricante " +
        "de una máquina defectuosa, también podría tener un reclamo aparte por lesiones personales, y " +
        "revisamos esa posibilidad en cada caso.",
      "Informe por escrito a su empleador sobre la lesión lo antes posible, a más tardar en 30 días, y " +
        "pida el formulario de reclamo (DWC-1). Esperar puede poner en riesgo sus beneficios. La " +
        "compensación de trabajadores es un sistema distinto a una demanda, con sus propios jueces, médicos " +
        "y plazos, y le guiamos en cada uno de ellos.",
    ],
  },
  sections: [
    {
      title: "Lesiones y enfermedades que atendemos",
      items: [
        {
          title: "Accidentes en el trabajo",
          description:
            "Caídas, accidentes con maquinaria y equipo, choques mientras maneja por trabajo y golpes " +
            "por objetos que caen.",
        },
        {
          title: "Lesiones de espalda por cargar peso",
          description:
            "Hernias de disco, distensiones y lesiones de columna por levantar, cargar o hacer " +
            "movimientos forzados.",
        },
        {
          title: "Lesiones por movimientos repetitivos",
          description:
            "Síndrome del túnel carpiano, tendinitis y daño en las articulaciones que se acumulan con el " +
            "tiempo por tareas repetidas.",
        },
        {
          title: "Enfermedades ocupacionales",
          description:
            "Enfermedades respiratorias, problemas de la piel y otros males causados por químicos, polvo " +
            "o sustancias tóxicas.",
        },
        {
          title: "Enfermedades por calor",
          description:
            "Agotamiento por calor e insolación, sobre todo en trabajos al aire libre, donde Cal/OSHA " +
            "exige agua, sombra y descanso.",
        },
        {
          title: "Lesiones psiquiátricas",
          description:
            "Ansiedad, depresión y estrés postraumático relacionados con el trabajo, que deben cumplir " +
            "requisitos legales específicos.",
        },
      ],
    },
    {
      title: "Beneficios de compensación de trabajadores",
      intro:
        "La ley de California ofrece varios tipos de beneficios. Nos aseguramos de que reciba cada uno " +
        "de los que le correspondan.",
      items: [
        {
          title: "Atención médica",
          description:
            "El tratamiento razonablemente necesario para curar o aliviar su lesión, incluidas " +
            "consultas, cirugías, terapias y medicamentos.",
        },
        {
          title: "Incapacidad temporal",
          description:
            "Pagos que reemplazan su salario, por lo general dos tercios de su sueldo semanal promedio " +
            "dentro de los límites estatales, mientras no puede trabajar.",
        },
        {
          title: "Incapacidad permanente",
          description:
            "Pagos si la lesión le deja una limitación duradera, según una calificación de su condición, " +
            "su edad y su ocupación.",
        },
        {
          title: "Beneficio suplementario por desplazamiento laboral",
          description:
            "Un vale para capacitación o mejora de habilidades si su empleador no puede ofrecerle un " +
            "trabajo que usted pueda hacer.",
        },
        {
          title: "Beneficios por fallecimiento",
          description:
            "Beneficios para los dependientes, además de los gastos de sepelio, cuando un trabajador " +
            "muere por una lesión o enfermedad del trabajo.",
        },
      ],
    },
    {
      title: "Cómo le ayudamos",
      items: [
        {
          title: "Un reclamo bien presentado",
          description:
            "Nos aseguramos de que su reclamo se reporte, se presente y se documente correctamente desde " +
            "el principio.",
        },
        {
          title: "Contra negaciones y retrasos",
          description:
            "Impugnamos reclamos negados, pagos atrasados y beneficios suspendidos ante la Junta de " +
            "Apelaciones de Compensación de Trabajadores.",
        },
        {
          title: "Disputas médicas",
          description:
            "Le guiamos en las evaluaciones con un Evaluador Médico Calificado (QME), la revisión de " +
            "utilización y la revisión médica independiente.",
        },
        {
          title: "Calificaciones de incapacidad",
          description:
            "Revisamos los informes médicos y las calificaciones para que su incapacidad permanente no " +
            "quede subvaluada.",
        },
        {
          title: "Acuerdos y audiencias",
          description:
            "Negociamos su acuerdo y le representamos en audiencias y juicios ante un juez de " +
            "compensación de trabajadores.",
        },
        {
          title: "Reclamos contra terceros",
          description:
            "Cuando el responsable es alguien distinto a su empleador, presentamos un reclamo aparte por " +
            "lesiones personales.",
        },
      ],
    },
    {
      title: "Qué hacer después de lesionarse en el trabajo",
      numbered: true,
      items: [
        {
          title: "Reciba atención médica",
          description:
            "Busque tratamiento de inmediato y dígale al médico que la lesión ocurrió en el trabajo.",
        },
        {
          title: "Reporte la lesión",
          description:
            "Avise a su supervisor o a su empleador por escrito lo antes posible, a más tardar en 30 días.",
        },
        {
          title: "Presente el formulario de reclamo",
          description: "Llene el formulario DWC-1 que su empleador debe entregarle y guarde una copia.",
        },
        {
          title: "Hable con un abogado",
          description:
            "Pida asesoría antes de dar declaraciones grabadas, firmar papeles de acuerdo o aceptar una " +
            "calificación de incapacidad.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué los trabajadores lesionados eligen a {firmName}",
    items: [
      {
        title: "{years} años protegiendo a trabajadores",
        description:
          "Conocemos el sistema de compensación de trabajadores y las tácticas que usan las aseguradoras " +
          "para limitar los beneficios.",
      },
      {
        title: "Atención en español y en inglés",
        description:
          "Puede hablar con nosotros en el idioma que prefiera, y le respondemos en menos de 24 horas.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "En los casos de compensación de trabajadores, un juez revisa y aprueba los honorarios de " +
          "abogado. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "¿Se lesionó en el trabajo? Proteja sus beneficios",
    text:
      "Cuéntenos sobre su lesión y su reclamo. Le respondemos en menos de 24 horas y atendemos asuntos " +
      "urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
