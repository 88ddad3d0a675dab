import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Medical Malpractice Lawyer in California",
    description:
      "Harmed by a misdiagnosis, surgical error or medication mistake in California? We know MICRA. Free " +
      "consultation; no fee unless we win.",
  },
  hero: {
    title: "Medical Malpractice Attorneys",
    subtitle:
      "You trusted your care to professionals. When that trust is broken, we help you hold them accountable.",
  },
  intro: {
    title: "When Medical Care Causes Harm",
    paragraphs: [
      "Medical malpractice happens when a doctor, nurse, hospital or other health care provider fails to " +
        "meet the accepted standard of care and a patient is harmed as a result. Common cases include " +
        "missed or delayed diagnoses, surgical mistakes, medication errors, birth injuries, anesthesia " +
        "errors and treatment given without informed consent. Not every bad outcome is malpractice, which " +
        "is why each case needs a careful review by qualified medical experts.",
      "California handles these claims under special rules, many of them from the Medical Injury " +
        "Compensation Reform Act (MICRA). MICRA limits non-economic damages, such as pain and suffering, " +
        "though changes that took effect in 2023 raised those limits and increase them over time. Economic " +
        "losses, such as medical bills and lost income, are not capped. Before filing a lawsuit, the " +
        "provider must generally receive 90 days' written notice.",
      "The deadlines are strict. In most cases, a claim must be filed within three years of the injury " +
        "or one year after you discovered it, or reasonably should have, whichever comes first. Claims " +
        "against public hospitals have even shorter deadlines. If you suspect something went wrong, " +
        "contact us as soon as possible.",
    ],
  },
  sections: [
    {
      title: "Common Medical Malpractice Cases",
      items: [
        {
          title: "Misdiagnosis and Delayed Diagnosis",
          description:
            "Missed cancer, stroke, heart attack, infection or sepsis that allows a treatable condition " +
            "to become serious.",
        },
        {
          title: "Surgical Errors",
          description:
            "Wrong-site surgery, damage to organs or nerves, retained instruments and poor " +
            "post-operative care.",
        },
        {
          title: "Medication Errors",
          description: "The wrong drug or dose, dangerous drug interactions and pharmacy mistakes.",
        },
        {
          title: "Birth Injuries",
          description:
            "Harm to mother or baby from delayed delivery, failure to monitor fetal distress or improper " +
            "use of delivery tools.",
        },
        {
          title: "Anesthesia Errors",
          description:
            "Overdoses, poor monitoring during a procedure and failure to review a patient's medical " +
            "history.",
        },
        {
          title: "Lack of Informed Consent",
          description:
            "Treatment performed without explaining the known risks and alternatives a reasonable " +
            "patient would want to know.",
        },
      ],
    },
    {
      title: "How We Handle Your Case",
      items: [
        {
          title: "Medical Record Review",
          description: "We obtain and study your complete records to understand what happened and when.",
        },
        {
          title: "Independent Expert Opinions",
          description:
            "Qualified physicians review whether your care fell below the standard and caused your injury.",
        },
        {
          title: "MICRA Compliance",
          description:
            "We serve the required notice and meet each procedural requirement so your claim is not lost " +
            "on a technicality.",
        },
        {
          title: "Full Damages Analysis",
          description:
            "Life-care planners and economists calculate your future medical needs and lost earning " +
            "capacity.",
        },
        {
          title: "Negotiation and Trial",
          description:
            "We take on hospitals, medical groups and their insurers, and we are prepared to present " +
            "your case to a jury.",
        },
      ],
    },
    {
      title: "The Three Questions Every Case Must Answer",
      items: [
        {
          title: "Standard of Care",
          description:
            "Did the provider fail to do what a reasonably careful professional would have done in the " +
            "same situation?",
        },
        {
          title: "Causation",
          description:
            "Did that failure actually cause your injury, rather than your underlying illness or condition?",
        },
        {
          title: "Damages",
          description:
            "What has the injury cost you, in medical care, income and quality of life, now and in the " +
            "future?",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "{years} Years of Experience",
        description:
          "We understand the medicine and California's malpractice rules, including MICRA's limits and " +
          "deadlines.",
      },
      {
        title: "Medical Experts on Our Team",
        description:
          "We work with medical experts and medical illustrators who help explain complex care to " +
          "insurers and juries.",
      },
      {
        title: "No Fee Unless We Win",
        description:
          "California law regulates attorney's fees in these cases, and we explain them clearly at the " +
          "start. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Get Answers About Your Medical Care",
    text: "Tell us what happened and we will reply within 24 hours. We are available 24/7 for urgent needs.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de negligencia médica en California",
    description:
      "¿Sufrió daños por un mal diagnóstico, un error quirúrgico o de medicación? Conocemos MICRA. " +
      "Consulta gratis y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de negligencia médica",
    subtitle:
      "Usted confió su salud a profesionales. Cuando esa confianza se rompe, le ayudamos a exigir cuentas.",
  },
  intro: {
    title: "Cuando la atención médica causa daño",
    paragraphs: [
      "La negligencia médica ocurre cuando un médico, una enfermera, un hospital u otro proveedor de " +
        "salud no cumple con el estándar de atención aceptado y, como resultado, el paciente sufre un " +
        "daño. Los casos más comunes son diagnósticos omitidos o tardíos, errores quirúrgicos, errores de " +
        "medicación, lesiones de parto, errores de anestesia y tratamientos sin consentimiento informado. " +
        "No todo mal resultado es negligencia, por eso cada caso necesita una revisión cuidadosa por parte " +
        "de peritos médicos calificados.",
      "California trata estos reclamos con reglas especiales, muchas de ellas de la Ley de Reforma de " +
        "Compensación por Lesiones Médicas (MICRA). MICRA limita los daños no económicos, como el dolor y " +
        "el sufrimiento, aunque los cambios que entraron en vigor en 2023 aumentaron esos límites y los " +
        "elevan con el tiempo. Las pérdidas económicas, como los gastos médicos y los ingresos perdidos, " +
        "no tienen límite. Antes de presentar una demanda, por lo general se debe notificar por escrito al " +
        "proveedor con 90 días de anticipación.",
      "Los plazos son estrictos. En la mayoría de los casos, el reclamo debe presentarse dentro de tres " +
        "años a partir de la lesión o dentro de un año desde que usted la descubrió, o razonablemente " +
        "debió descubrirla, lo que ocurra primero. Los reclamos contra hospitales públicos tienen plazos " +
        "aún más cortos. Si sospecha que algo salió mal, comuníquese con nosotros cuanto antes.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de negligencia médica",
      items: [
        {
          title: "Diagnóstico equivocado o tardío",
          description:
            "Cáncer, derrame cerebral, infarto, infección o sepsis no detectados a tiempo, que " +
            "convierten una condición tratable en algo grave.",
        },
        {
          title: "Errores quirúrgicos",
          description:
            "Cirugías en el lugar equivocado, daño a órganos o nervios, instrumentos olvidados dentro " +
            "del cuerpo y mala atención postoperatoria.",
        },
        {
          title: "Errores de medicación",
          description:
            "El medicamento o la dosis equivocada, interacciones peligrosas entre medicamentos y errores " +
            "de farmacia.",
        },
        {
          title: "Lesiones de parto",
          description:
            "Daños a la madre o al bebé por un parto retrasado, falta de vigilancia del sufrimiento " +
            "fetal o mal uso de instrumentos.",
        },
        {
          title: "Errores de anestesia",
          description:
            "Sobredosis, vigilancia deficiente durante un procedimiento y no revisar el historial médico " +
            "del paciente.",
        },
        {
          title: "Falta de consentimiento informado",
          description:
            "Tratamientos realizados sin explicar los riesgos y las alternativas que cualquier paciente " +
            "razonable querría conocer.",
        },
      ],
    },
    {
      title: "Cómo llevamos su caso",
      items: [
        {
          title: "Revisión del expediente médico",
          description: "Obtenemos y estudiamos su expediente completo para entender qué pasó y cuándo.",
        },
        {
          title: "Opiniones de peritos independientes",
          description:
            "Médicos calificados analizan si su atención estuvo por debajo del estándar y si eso le " +
            "causó la lesión.",
        },
        {
          title: "Cumplimiento de MICRA",
          description:
            "Enviamos la notificación obligatoria y cumplimos cada requisito del procedimiento para que " +
            "su reclamo no se pierda por un tecnicismo.",
        },
        {
          title: "Análisis completo de los daños",
          description:
            "Especialistas en planes de cuidado y economistas calculan sus necesidades médicas futuras y " +
            "su pérdida de capacidad de ingresos.",
        },
        {
          title: "Negociación y juicio",
          description:
            "Enfrentamos a hospitales, grupos médicos y sus aseguradoras, y estamos preparados para " +
            "presentar su caso ante un jurado.",
        },
      ],
    },
    {
      title: "Las tres preguntas que todo caso debe responder",
      items: [
        {
          title: "Estándar de atención",
          description:
            "¿El proveedor dejó de hacer lo que un profesional razonablemente cuidadoso habría hecho en " +
            "la misma situación?",
        },
        {
          title: "Causalidad",
          description:
            "¿Esa falla realmente causó su lesión, y no la enfermedad o condición que usted ya tenía?",
        },
        {
          title: "Daños",
          description:
            "¿Cuánto le ha costado la lesión en atención médica, ingresos y calidad de vida, hoy y en el " +
            "futuro?",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "{years} años de experiencia",
        description:
          "Entendemos la medicina y las reglas de California sobre negligencia médica, incluidos los " +
          "límites y plazos de MICRA.",
      },
      {
        title: "Peritos médicos en nuestro equipo",
        description:
          "Trabajamos con peritos médicos e ilustradores médicos que ayudan a explicar una atención " +
          "compleja a aseguradoras y jurados.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description:
          "La ley de California regula los honorarios de abogado en estos casos, y se los explicamos " +
          "claramente desde el inicio. Si no ganamos, no nos paga honorarios.",
      },
    ],
  },
  cta: {
    title: "Obtenga respuestas sobre su atención médica",
    text:
      "Cuéntenos qué pasó y le responderemos en menos de 24 horas. Estamos disponibles las 24 horas, los 7 " +
      "días, para asuntos urgentes.",
    button: "Comience su consulta gratuita",
  },
};

export const medicalMalpractice: PerLocale<PracticePageCopy> = { en, es };
