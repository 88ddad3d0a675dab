import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Employment Lawyer in California",
    description:
      "Wrongful termination, discrimination, unpaid wages or retaliation at work in California? Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Labor and Employment Law Attorneys",
    subtitle:
      "California gives workers some of the strongest protections in the country. We help you use them.",
  },
  intro: {
    title: "Standing Up for California Workers",
    paragraphs: [
      "California employment law protects workers from discrimination, harassment and retaliation, and " +
        "it sets strict rules on wages, overtime, meal and rest breaks, and leave. When an employer breaks " +
        "those rules, you may be entitled to back pay, damages and, in many cases, an award of attorney's " +
        "fees.",
      "The Fair Employment and Housing Act (FEHA) prohibits discrimination based on characteristics that " +
        "include race, religion, sex, gender identity, sexual orientation, national origin, disability, " +
        "pregnancy and age for workers 40 and over. California wage law generally requires overtime for " +
        "non-exempt employees who work more than 8 hours in a day or 40 in a week, and an extra hour of " +
        "pay when a required meal or rest break is denied.",
      "You do not have to choose between your rights and your job. It is illegal to fire, demote or " +
        "punish you for reporting discrimination, asking for unpaid wages, raising a safety concern with " +
        "Cal/OSHA or reporting a violation of law. Deadlines vary by claim, so talk to us as soon as you " +
        "can.",
    ],
  },
  sections: [
    {
      title: "Employment Claims We Handle",
      items: [
        {
          title: "Wrongful Termination",
          description:
            "Firings that violate public policy, an employment contract or anti-discrimination and " +
            "anti-retaliation laws.",
        },
        {
          title: "Discrimination",
          description:
            "Unequal treatment in hiring, pay, promotion, discipline or termination because of a protected " +
            "characteristic.",
        },
        {
          title: "Harassment",
          description:
            "Sexual harassment and harassment based on race, age, disability or other protected " +
            "characteristics.",
        },
        {
          title: "Retaliation and Whistleblowing",
          description:
            "Punishment for reporting illegal conduct, safety violations, discrimination or unpaid wages.",
        },
        {
          title: "Unpaid Wages and Overtime",
          description:
            "Minimum wage violations, unpaid overtime and double time, off-the-clock work and final pay " +
            "violations.",
        },
        {
          title: "Meal and Rest Break Violations",
          description:
            "Missed, late or interrupted breaks, and the premium pay employers owe when breaks are denied.",
        },
        {
          title: "Employee Misclassification",
          description: "Workers wrongly labeled as independent contractors or as exempt from overtime.",
        },
        {
          title: "Leave and Accommodation",
          description:
            "Denial of family and medical leave under CFRA, or failure to accommodate a disability or " +
            "pregnancy.",
        },
      ],
    },
    {
      title: "Characteristics Protected Under FEHA",
      intro: "FEHA's discrimination rules generally apply to employers with five or more employees.",
      items: [
        {
          title: "Age (40 and Over)",
          description:
            "Workers 40 and older may not be passed over, pushed out or laid off because of their age.",
        },
        {
          title: "Race, Color and Ancestry",
          description:
            "Including traits historically associated with race, such as hair texture and protective " +
            "hairstyles.",
        },
        {
          title: "National Origin",
          description:
            "Including language use restrictions and accent discrimination that are not justified by the " +
            "job.",
        },
        {
          title: "Religion",
          description:
            "Including religious dress and grooming practices and reasonable accommodation of beliefs.",
        },
        {
          title: "Sex, Gender and Sexual Orientation",
          description: "Including gender identity, gender expression and sexual orientation.",
        },
        {
          title: "Pregnancy and Related Conditions",
          description: "Including childbirth, breastfeeding and related medical conditions.",
        },
        {
          title: "Disability and Medical Condition",
          description: "Physical and mental disabilities, medical conditions and genetic information.",
        },
        {
          title: "Marital and Military Status",
          description: "Marital status and military or veteran status.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Confidential Case Review",
          description:
            "We review your pay records, messages and timeline and explain which claims apply and which " +
            "deadlines govern them.",
        },
        {
          title: "Agency Complaints",
          description:
            "We file complaints with the Civil Rights Department and obtain right-to-sue notices, and " +
            "pursue wage claims with the Labor Commissioner when that is the better path.",
        },
        {
          title: "Severance and Separation Review",
          description:
            "We review severance offers and releases before you sign away rights you may not know you have.",
        },
        {
          title: "Negotiation",
          description:
            "We present your claims to the employer and negotiate a resolution backed by evidence.",
        },
        {
          title: "Litigation",
          description:
            "We file lawsuits in court, including representative claims under the Private Attorneys " +
            "General Act (PAGA) when appropriate.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Workers Choose {firmName}",
    items: [
      {
        title: "{years} Years of Experience",
        description:
          "We know California employment law and how employers and their lawyers defend these claims.",
      },
      {
        title: "We Speak Your Language",
        description: "We serve workers in English and Spanish, and we reply within 24 hours.",
      },
      {
        title: "No Fee Unless We Win",
        description: "You pay nothing upfront to get started. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Know Your Rights at Work",
    text:
      "Tell us what is happening at your job. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados laborales en California",
    description:
      "¿Despido injustificado, discriminación, salarios no pagados o represalias en el trabajo? Consulta " +
      "gratis y sin honorarios si no ganamos.",
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
        "de salarios atrasados, a una indemnización y, en muchos casos, al pago de sus honorarios de " +
        "abogado.",
      "La Ley de Empleo y Vivienda Justos (FEHA) prohíbe la discriminación por características como la " +
        "raza, la religión, el sexo, la identidad de género, la orientación sexual, el origen nacional, la " +
        "discapacidad, el embarazo y la edad para quienes tienen 40 años o más. La ley de salarios de " +
        "California por lo general exige pagar horas extra a los empleados no exentos que trabajan más de " +
        "8 horas en un día o 40 en una semana, y una hora adicional de pago cuando se les niega un " +
        "descanso obligatorio.",
      "No tiene que elegir entre sus derechos y su empleo. Es ilegal despedirlo, degradarlo o castigarlo " +
        "por denunciar discriminación, reclamar salarios no pagados, reportar un problema de seguridad a " +
        "Cal/OSHA o denunciar una violación de la ley. Los plazos cambian según el reclamo, así que hable " +
        "con nosotros lo antes posible.",
    ],
  },
  sections: [
    {
      title: "Reclamos laborales que atendemos",
      items: [
        {
          title: "Despido injustificado",
          description:
            "Despidos que violan el orden público, un contrato de trabajo o las leyes contra la " +
            "discriminación y las represalias.",
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
            "Castigos por denunciar conductas ilegales, violaciones de seguridad, discriminación o " +
            "salarios no pagados.",
        },
        {
          title: "Salarios y horas extra no pagados",
          description:
            "Violaciones del salario mínimo, horas extra y tiempo doble sin pagar, trabajo fuera del " +
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
            "Revisamos las ofertas de indemnización y los acuerdos de renuncia de derechos antes de que " +
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
            "Presentamos demandas ante los tribunales, incluidos reclamos representativos según la Ley de " +
            "Procuradores Generales Privados (PAGA) cuando corresponde.",
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
      {
        title: "Sin honorarios si no ganamos",
        description: "No paga nada por adelantado para empezar. Si no ganamos, no nos paga honorarios.",
      },
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

export const laborEmploymentLaw: PerLocale<PracticePageCopy> = { en, es };
