import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Sexual Harassment Lawyer in California",
    description:
      "Confidential help for workplace sexual harassment and retaliation in California. CRD and EEOC " +
      "complaints. Free consultation; no fee unless we win.",
  },
  hero: {
    title: "Sexual Harassment Attorneys",
    subtitle: "You have the right to work without harassment, and to speak up without losing your job.",
  },
  intro: {
    title: "You Do Not Have to Put Up With It",
    paragraphs: [
      "Sexual harassment is illegal in California, whether it comes from a supervisor, a co-worker, a " +
        "client or a customer. The California Fair Employment and Housing Act (FEHA) protects employees of " +
        "businesses of every size, as well as job applicants, unpaid interns, volunteers and many " +
        "contractors, and it often goes further than federal law.",
      "Coming forward is hard. Many people worry about being believed, about their careers and about " +
        "what happens next. We listen first, in complete confidence, and explain your options in plain " +
        "language before you decide anything. You stay in control of every decision about your case.",
      "Timing matters. In California you generally have three years from the last act of harassment to " +
        "file a complaint with the Civil Rights Department (CRD), and 300 days to file with the federal " +
        "Equal Employment Opportunity Commission (EEOC). Saving messages, e-mails and notes now can make a " +
        "real difference later.",
    ],
  },
  sections: [
    {
      title: "Types of Sexual Harassment",
      items: [
        {
          title: "Quid Pro Quo",
          description:
            "A job, promotion, schedule or raise is tied to sexual favors, or you are punished for " +
            "refusing them.",
        },
        {
          title: "Hostile Work Environment",
          description:
            "Sexual comments, jokes, images or conduct severe or pervasive enough to make your workplace " +
            "intimidating or offensive.",
        },
        {
          title: "Unwanted Physical Contact",
          description:
            "Touching, grabbing, blocking your way or any other physical conduct you did not welcome.",
        },
        {
          title: "Digital and Visual Harassment",
          description:
            "Explicit texts, images, e-mails or social media messages, including harassment in remote " +
            "and online workplaces.",
        },
        {
          title: "Harassment by Customers or Clients",
          description:
            "Employers must act when they know, or should know, that non-employees are harassing their " +
            "staff.",
        },
        {
          title: "Harassment in Professional Relationships",
          description:
            "California law also covers harassment by landlords, doctors, teachers and other " +
            "professionals under Civil Code §51.9.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Confidential Case Evaluation",
          description:
            "A private conversation about what happened, protected by attorney-client confidentiality, " +
            "with a clear explanation of your options.",
        },
        {
          title: "CRD and EEOC Complaint Filing",
          description:
            "We prepare and file your administrative complaint with California's Civil Rights Department " +
            "or the EEOC and request your right-to-sue notice.",
        },
        {
          title: "Retaliation Protection",
          description:
            "We step in if you are demoted, cut from the schedule, disciplined or fired after reporting " +
            "harassment.",
        },
        {
          title: "Evidence and Witnesses",
          description:
            "We help you preserve messages, records and witness accounts, and we obtain the employer's " +
            "policies and investigation files.",
        },
        {
          title: "Negotiation and Litigation",
          description:
            "We negotiate with the employer and its lawyers and, when needed, file a lawsuit and take " +
            "your case to trial.",
        },
      ],
    },
    {
      title: "Your Rights Under California Law",
      items: [
        {
          title: "A Workplace Free of Harassment",
          description:
            "California employers must take reasonable steps to prevent harassment and correct it when " +
            "it happens.",
        },
        {
          title: "The Right to Complain",
          description:
            "You can report harassment to your employer, the CRD or the EEOC, and take part in an " +
            "investigation, without retaliation.",
        },
        {
          title: "Employer Responsibility for Supervisors",
          description:
            "Under FEHA, an employer is generally responsible for sexual harassment committed by its " +
            "supervisors.",
        },
        {
          title: "Prevention Training",
          description:
            "Employers with five or more employees must provide sexual harassment prevention training to " +
            "supervisors and staff.",
        },
        {
          title: "Limits on Secrecy",
          description:
            "California law restricts settlement terms that would stop you from disclosing the facts of " +
            "sexual harassment.",
        },
      ],
    },
    {
      title: "Compensation You May Recover",
      items: [
        {
          title: "Lost Wages and Benefits",
          description:
            "Back pay for income you lost and, where appropriate, future pay if you cannot return to the " +
            "job.",
        },
        {
          title: "Emotional Distress",
          description:
            "Compensation for anxiety, depression, humiliation and the other ways harassment has " +
            "affected your life.",
        },
        {
          title: "Punitive Damages",
          description:
            "In cases of malice, oppression or fraud, damages meant to punish the employer and deter " +
            "similar conduct.",
        },
        {
          title: "Attorney's Fees and Costs",
          description:
            "FEHA allows a court to order the employer to pay your attorney's fees and costs if you win.",
        },
        {
          title: "Reinstatement and Policy Changes",
          description:
            "In some cases, getting your job back or requiring the employer to change how it handles " +
            "complaints.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "Confidential and Compassionate",
        description:
          "We treat your story with discretion and respect, and you will never be pressured into a decision.",
      },
      {
        title: "{years} Years of Advocacy",
        description:
          "We know how employers and their insurers defend these cases, and we prepare every case as if " +
          "it will go to trial.",
      },
      {
        title: "No Fee Unless We Win",
        description: "You pay nothing upfront to get started. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Take the First Step in Confidence",
    text:
      "Reach out privately and tell us what you are facing. We reply within 24 hours, and we are available " +
      "24/7 for urgent matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de acoso sexual en California",
    description:
      "Ayuda confidencial por acoso sexual y represalias en el trabajo. Quejas ante el CRD y la EEOC. " +
      "Consulta gratis y sin honorarios si no ganamos.",
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
        "Guardar desde ahora mensajes, correos y notas puede hacer una gran diferencia más adelante.",
    ],
  },
  sections: [
    {
      title: "Tipos de acoso sexual",
      items: [
        {
          title: "Acoso a cambio de favores (quid pro quo)",
          description:
            "Un empleo, un ascenso, un horario o un aumento se condiciona a favores sexuales, o lo " +
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
            "Intervenimos si lo degradan, le quitan horas, lo sancionan o lo despiden después de " +
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
          title: "Daño emocional",
          description:
            "Compensación por la ansiedad, la depresión, la humillación y las demás formas en que el " +
            "acoso afectó su vida.",
        },
        {
          title: "Daños punitivos",
          description:
            "En casos de malicia, opresión o fraude, una indemnización para castigar al empleador y " +
            "evitar que se repita.",
        },
        {
          title: "Honorarios de abogado y costas",
          description:
            "La FEHA permite que el tribunal ordene al empleador pagar sus honorarios de abogado y " +
            "costas si usted gana.",
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
          "Tratamos su historia con discreción y respeto, y nunca lo presionaremos para que tome una " +
          "decisión.",
      },
      {
        title: "{years} años defendiendo a personas",
        description:
          "Sabemos cómo se defienden los empleadores y sus aseguradoras, y preparamos cada caso como si " +
          "fuera a llegar a juicio.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description: "No paga nada por adelantado para empezar. Si no ganamos, no nos paga honorarios.",
      },
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

export const sexualHarassment: PerLocale<PracticePageCopy> = { en, es };
