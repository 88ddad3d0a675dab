import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Workers' Compensation Lawyer in California",
    description:
      "Hurt on the job in California? Get the medical care and disability benefits you are owed. Free " +
      "consultation; no fee unless we win.",
  },
  hero: {
    title: "Workers' Compensation Attorneys",
    subtitle: "You were hurt doing your job. You are entitled to care and benefits while you recover.",
  },
  intro: {
    title: "Benefits You Earned, Without the Runaround",
    paragraphs: [
      "California's workers' compensation system is meant to provide medical care and wage replacement " +
        "to employees injured on the job, regardless of who was at fault. In practice, claims are often " +
        "delayed, treatment is denied and disability ratings come in lower than they should. Insurance " +
        "companies have experienced adjusters and lawyers; you should have someone on your side too.",
      "Benefits are available to most California employees, including workers who are undocumented, and " +
        "it is illegal for an employer to punish you for filing a claim. If someone other than your " +
        "employer caused your injury, such as a negligent driver or the maker of a defective machine, you " +
        "may also have a separate personal injury claim, and we review that possibility in every case.",
      "Report your injury to your employer in writing as soon as possible and no later than 30 days, and " +
        "ask for a claim form (DWC-1). Waiting can put your benefits at risk. Workers' compensation is a " +
        "separate system from a lawsuit, with its own judges, doctors and deadlines, and we guide you " +
        "through each of them.",
    ],
  },
  sections: [
    {
      title: "Injuries and Illnesses We Handle",
      items: [
        {
          title: "Accidents at Work",
          description:
            "Falls, machinery and equipment accidents, vehicle crashes while on the job and injuries " +
            "from falling objects.",
        },
        {
          title: "Back and Lifting Injuries",
          description:
            "Herniated discs, strains and spinal injuries from lifting, carrying and awkward movements.",
        },
        {
          title: "Repetitive Stress Injuries",
          description:
            "Carpal tunnel syndrome, tendinitis and joint damage that build up over time from repeated " +
            "tasks.",
        },
        {
          title: "Occupational Illnesses",
          description:
            "Respiratory disease, skin conditions and other illnesses caused by exposure to chemicals, " +
            "dust or toxic substances.",
        },
        {
          title: "Heat Illness",
          description:
            "Heat exhaustion and heat stroke, especially in outdoor work where Cal/OSHA requires water, " +
            "shade and rest.",
        },
        {
          title: "Psychiatric Injuries",
          description:
            "Work-related anxiety, depression and post-traumatic stress, which must meet specific legal " +
            "requirements.",
        },
      ],
    },
    {
      title: "Workers' Compensation Benefits",
      intro:
        "California law provides several kinds of benefits. We make sure you receive each one you " +
        "qualify for.",
      items: [
        {
          title: "Medical Care",
          description:
            "Treatment reasonably required to cure or relieve the effects of your injury, including " +
            "doctor visits, surgery, therapy and medication.",
        },
        {
          title: "Temporary Disability",
          description:
            "Wage replacement, generally two-thirds of your average weekly pay within state limits, " +
            "while you cannot work during recovery.",
        },
        {
          title: "Permanent Disability",
          description:
            "Payments if your injury leaves a lasting impairment, based on a rating of your condition, " +
            "age and occupation.",
        },
        {
          title: "Supplemental Job Displacement Benefit",
          description:
            "A voucher for retraining or skill enhancement if your employer cannot offer work you are " +
            "able to do.",
        },
        {
          title: "Death Benefits",
          description:
            "Benefits for dependents, along with burial expenses, when a worker dies from a job-related " +
            "injury or illness.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Filing Your Claim Correctly",
          description: "We make sure your claim is reported, filed and documented properly from the start.",
        },
        {
          title: "Fighting Denials and Delays",
          description:
            "We challenge denied claims, late payments and cut-off benefits before the Workers' " +
            "Compensation Appeals Board.",
        },
        {
          title: "Medical Disputes",
          description:
            "We guide you through Qualified Medical Evaluator exams, utilization review and independent " +
            "medical review.",
        },
        {
          title: "Disability Ratings",
          description:
            "We review medical reports and ratings to make sure your permanent disability is not " +
            "undervalued.",
        },
        {
          title: "Settlements and Hearings",
          description:
            "We negotiate your settlement and represent you at hearings and trial before a workers' " +
            "compensation judge.",
        },
        {
          title: "Third-Party Claims",
          description:
            "When someone other than your employer is responsible, we pursue a separate personal injury " +
            "claim.",
        },
      ],
    },
    {
      title: "What to Do After a Work Injury",
      numbered: true,
      items: [
        {
          title: "Get Medical Care",
          description: "Seek treatment right away and tell the provider that your injury happened at work.",
        },
        {
          title: "Report the Injury",
          description:
            "Tell your supervisor or employer in writing as soon as possible, and no later than 30 days.",
        },
        {
          title: "File the Claim Form",
          description:
            "Complete the DWC-1 claim form your employer must give you, and keep a copy for your records.",
        },
        {
          title: "Talk to a Lawyer",
          description:
            "Get advice before you give recorded statements, sign settlement papers or accept a " +
            "disability rating.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Injured Workers Choose {firmName}",
    items: [
      {
        title: "{years} Years Protecting Workers",
        description:
          "We know the workers' compensation system and the tactics insurers use to limit benefits.",
      },
      {
        title: "Service in English and Spanish",
        description:
          "You can talk to us in the language you are most comfortable with, and we reply within 24 hours.",
      },
      {
        title: "No Fee Unless We Win",
        description:
          "In workers' compensation cases, attorney's fees are reviewed and approved by a judge. No fee " +
          "unless we win.",
      },
    ],
  },
  cta: {
    title: "Hurt at Work? Protect Your Benefits",
    text:
      "Tell us about your injury and your claim. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de compensación al trabajador",
    description:
      "¿Se lesionó en el trabajo en California? Obtenga la atención médica y los beneficios que le " +
      "corresponden. Consulta gratis y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de compensación al trabajador",
    subtitle:
      "Usted se lesionó haciendo su trabajo. Tiene derecho a atención médica y beneficios mientras se " +
      "recupera.",
  },
  intro: {
    title: "Los beneficios que se ganó, sin vueltas",
    paragraphs: [
      "El sistema de compensación al trabajador de California existe para dar atención médica y " +
        "reemplazo de salario a los empleados que se lesionan en el trabajo, sin importar quién tuvo la " +
        "culpa. En la práctica, los reclamos se retrasan, se niegan tratamientos y las calificaciones de " +
        "incapacidad salen más bajas de lo que deberían. Las aseguradoras tienen ajustadores y abogados " +
        "con experiencia; usted también debería tener a alguien de su lado.",
      "Los beneficios están disponibles para la mayoría de los trabajadores en California, incluidos los " +
        "trabajadores indocumentados, y es ilegal que el empleador lo castigue por presentar un reclamo. " +
        "Si alguien que no es su empleador causó la lesión, como un conductor negligente o el fabricante " +
        "de una máquina defectuosa, también podría tener un reclamo aparte por lesiones personales, y " +
        "revisamos esa posibilidad en cada caso.",
      "Informe por escrito a su empleador sobre la lesión lo antes posible, a más tardar en 30 días, y " +
        "pida el formulario de reclamo (DWC-1). Esperar puede poner en riesgo sus beneficios. La " +
        "compensación al trabajador es un sistema distinto a una demanda, con sus propios jueces, médicos " +
        "y plazos, y lo guiamos en cada uno de ellos.",
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
      title: "Beneficios de compensación al trabajador",
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
            "Apelaciones de Compensación al Trabajador.",
        },
        {
          title: "Disputas médicas",
          description:
            "Lo guiamos en las evaluaciones con un Evaluador Médico Calificado (QME), la revisión de " +
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
            "Negociamos su acuerdo y lo representamos en audiencias y juicios ante un juez de " +
            "compensación al trabajador.",
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
          "Conocemos el sistema de compensación al trabajador y las tácticas que usan las aseguradoras " +
          "para limitar los beneficios.",
      },
      {
        title: "Atención en español y en inglés",
        description:
          "Puede hablar con nosotros en el idioma en que se sienta más cómodo, y le respondemos en menos " +
          "de 24 horas.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description:
          "En los casos de compensación al trabajador, un juez revisa y aprueba los honorarios de " +
          "abogado. Si no ganamos, no nos paga honorarios.",
      },
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

export const workersCompensation: PerLocale<PracticePageCopy> = { en, es };
