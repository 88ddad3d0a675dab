import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Dental Malpractice Lawyer in California",
    description:
      "Nerve damage, a botched implant or a missed diagnosis from a dentist in California? Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Dental Malpractice Attorneys",
    subtitle:
      "A routine dental visit should not leave you with lasting pain, numbness or costly corrective work.",
  },
  intro: {
    title: "When Dental Treatment Goes Wrong",
    paragraphs: [
      "Dentists, oral surgeons, orthodontists and endodontists owe their patients the same duty of " +
        "reasonable care as any other health care provider. When they fall short, the results can be " +
        "serious: permanent nerve damage after an extraction or implant, a spreading infection, an oral " +
        "cancer that goes undiagnosed, or a complication from sedation.",
      "Dental malpractice claims in California are governed by the same rules as medical malpractice, " +
        "including MICRA. That means a required 90-day notice before filing suit, limits on non-economic " +
        "damages, and strict deadlines: generally three years from the injury or one year from when you " +
        "discovered it, whichever comes first.",
      "Proving these cases takes dental expertise. Our team works with dental experts who review your " +
        "records, X-rays and scans, explain what should have happened, and estimate the cost of the " +
        "corrective treatment you now need.",
    ],
  },
  sections: [
    {
      title: "Common Dental Malpractice Cases",
      items: [
        {
          title: "Nerve Damage",
          description:
            "Injury to the inferior alveolar or lingual nerve during extractions, implants or " +
            "injections, causing numbness, pain or loss of taste.",
        },
        {
          title: "Implant Failures",
          description:
            "Implants placed in the wrong position or without enough bone, damaging nerves, sinuses or " +
            "neighboring teeth.",
        },
        {
          title: "Failure to Diagnose",
          description:
            "Missed oral cancer, advanced gum disease or infections that a careful dentist should have " +
            "caught.",
        },
        {
          title: "Extraction Errors",
          description:
            "Removal of the wrong tooth, jaw fractures and complications from wisdom tooth surgery.",
        },
        {
          title: "Anesthesia and Sedation Errors",
          description:
            "Overdoses, poor monitoring and inadequate emergency preparation during sedation, with " +
            "special risks for children.",
        },
        {
          title: "Root Canal and Crown Complications",
          description:
            "Broken instruments, perforations and poorly fitted crowns or bridges that lead to infection " +
            "and tooth loss.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Dental Record and Imaging Review",
          description:
            "We collect your charts, X-rays and CBCT scans and build a clear timeline of your treatment.",
        },
        {
          title: "Dental Expert Evaluation",
          description:
            "Qualified dental experts assess whether your care met the standard and what caused your injury.",
        },
        {
          title: "Corrective Treatment Planning",
          description:
            "We document the cost of the repair work, specialist care and future treatment you will need.",
        },
        {
          title: "MICRA Notice and Filing",
          description:
            "We handle the notice of intent to sue and every filing deadline so your claim stays on track.",
        },
        {
          title: "Negotiation and Trial",
          description:
            "We deal with the dentist's malpractice insurer and are prepared to take your case to trial.",
        },
      ],
    },
    {
      title: "Signs Your Dental Care May Have Gone Wrong",
      items: [
        {
          title: "Numbness That Does Not Go Away",
          description:
            "Tingling, numbness or burning in the lip, chin or tongue weeks after a procedure may signal " +
            "nerve damage.",
        },
        {
          title: "Pain or Infection That Gets Worse",
          description:
            "Swelling, fever or pain that keeps increasing after treatment may mean a complication was " +
            "missed.",
        },
        {
          title: "Another Dentist Must Fix the Work",
          description:
            "If a new dentist says earlier work must be redone or removed, it is worth asking why.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "Dental Experts on Our Team",
        description:
          "Our team includes dental experts and medical illustrators who make complex dental injuries " +
          "easy to understand.",
      },
      {
        title: "{years} Years of Experience",
        description:
          "We have handled professional negligence cases throughout California and know how dental " +
          "insurers defend them.",
      },
      {
        title: "No Fee Unless We Win",
        description:
          "You pay nothing upfront, and we explain exactly how fees work before you decide. No fee " +
          "unless we win.",
      },
    ],
  },
  cta: {
    title: "Talk to Us About Your Dental Injury",
    text:
      "Tell us about your treatment and symptoms. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de negligencia dental en California",
    description:
      "¿Daño en un nervio, un implante mal colocado o un diagnóstico omitido por su dentista? Consulta " +
      "gratis y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de negligencia dental",
    subtitle:
      "Una visita de rutina al dentista no debería dejarle dolor, adormecimiento permanente ni costosos " +
      "tratamientos correctivos.",
  },
  intro: {
    title: "Cuando un tratamiento dental sale mal",
    paragraphs: [
      "Los dentistas, cirujanos orales, ortodoncistas y endodoncistas tienen con sus pacientes el mismo " +
        "deber de cuidado razonable que cualquier otro proveedor de salud. Cuando no lo cumplen, las " +
        "consecuencias pueden ser graves: daño permanente en un nervio después de una extracción o un " +
        "implante, una infección que se extiende, un cáncer oral que no se diagnostica o una complicación " +
        "por sedación.",
      "En California, los reclamos por negligencia dental se rigen por las mismas reglas que la " +
        "negligencia médica, incluida la ley MICRA. Eso significa una notificación obligatoria 90 días " +
        "antes de demandar, límites a los daños no económicos y plazos estrictos: por lo general tres años " +
        "desde la lesión o un año desde que usted la descubrió, lo que ocurra primero.",
      "Probar estos casos requiere conocimiento dental. Nuestro equipo trabaja con peritos dentales que " +
        "revisan su expediente, sus radiografías y tomografías, explican lo que debió hacerse y calculan " +
        "el costo del tratamiento correctivo que ahora necesita.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de negligencia dental",
      items: [
        {
          title: "Daño en los nervios",
          description:
            "Lesión del nervio alveolar inferior o del nervio lingual durante extracciones, implantes o " +
            "inyecciones, que causa adormecimiento, dolor o pérdida del gusto.",
        },
        {
          title: "Implantes fallidos",
          description:
            "Implantes mal colocados o sin suficiente hueso, que dañan nervios, senos nasales o dientes " +
            "vecinos.",
        },
        {
          title: "Falta de diagnóstico",
          description:
            "Cáncer oral, enfermedad avanzada de las encías o infecciones que un dentista cuidadoso " +
            "debió detectar.",
        },
        {
          title: "Errores en extracciones",
          description:
            "Extracción del diente equivocado, fracturas de mandíbula y complicaciones en la cirugía de " +
            "muelas del juicio.",
        },
        {
          title: "Errores de anestesia y sedación",
          description:
            "Sobredosis, vigilancia deficiente y falta de preparación para emergencias durante la " +
            "sedación, con riesgos especiales para los niños.",
        },
        {
          title: "Complicaciones de endodoncias y coronas",
          description:
            "Instrumentos rotos, perforaciones y coronas o puentes mal ajustados que provocan " +
            "infecciones y la pérdida de dientes.",
        },
      ],
    },
    {
      title: "Cómo le ayudamos",
      items: [
        {
          title: "Revisión del expediente y las imágenes",
          description:
            "Reunimos sus expedientes, radiografías y tomografías (CBCT) y armamos una cronología clara " +
            "de su tratamiento.",
        },
        {
          title: "Evaluación por peritos dentales",
          description:
            "Peritos dentales calificados determinan si su atención cumplió con el estándar y qué causó " +
            "su lesión.",
        },
        {
          title: "Plan de tratamiento correctivo",
          description:
            "Documentamos el costo de las reparaciones, la atención de especialistas y los tratamientos " +
            "futuros que necesitará.",
        },
        {
          title: "Notificación y demanda según MICRA",
          description:
            "Nos encargamos del aviso de intención de demandar y de cada plazo para que su reclamo siga " +
            "su curso.",
        },
        {
          title: "Negociación y juicio",
          description:
            "Tratamos con la aseguradora de responsabilidad profesional del dentista y estamos listos " +
            "para llevar su caso a juicio.",
        },
      ],
    },
    {
      title: "Señales de que su atención dental pudo salir mal",
      items: [
        {
          title: "Adormecimiento que no desaparece",
          description:
            "Hormigueo, adormecimiento o ardor en el labio, la barbilla o la lengua semanas después de " +
            "un procedimiento puede indicar daño en un nervio.",
        },
        {
          title: "Dolor o infección que empeora",
          description:
            "Hinchazón, fiebre o dolor que sigue aumentando después del tratamiento pueden indicar una " +
            "complicación no atendida.",
        },
        {
          title: "Otro dentista debe corregir el trabajo",
          description:
            "Si un nuevo dentista le dice que el trabajo anterior debe rehacerse o retirarse, vale la " +
            "pena preguntar por qué.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "Peritos dentales en nuestro equipo",
        description:
          "Nuestro equipo incluye peritos dentales e ilustradores médicos que hacen fácil de entender " +
          "una lesión dental compleja.",
      },
      {
        title: "{years} años de experiencia",
        description:
          "Hemos llevado casos de negligencia profesional en todo California y sabemos cómo se defienden " +
          "las aseguradoras de dentistas.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado, y le explicamos exactamente cómo funcionan los honorarios antes " +
          "de que decida. Si no ganamos, no nos paga honorarios.",
      },
    ],
  },
  cta: {
    title: "Hable con nosotros sobre su lesión dental",
    text:
      "Cuéntenos sobre su tratamiento y sus síntomas. Le respondemos en menos de 24 horas y atendemos " +
      "asuntos urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};

export const dentalMalpractice: PerLocale<PracticePageCopy> = { en, es };
