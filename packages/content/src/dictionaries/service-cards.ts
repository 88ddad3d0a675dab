import type { PerLocale } from "../locale.ts";

/** The practice areas as cards, each linking to its page: on the home page and on What We Do. */
const en = {
  learnMore: "Learn more",
  /** Finishes "Learn more" for screen readers and search engines: "Learn more about Car Accidents". */
  learnMoreContext: "about",
  cards: {
    "catastrophic-injury": {
      title: "Catastrophic Injury",
      description:
        "Spinal cord and brain injuries, severe burns and amputations change everything. We pursue " +
        "compensation for a lifetime of care, lost income and the life you had before.",
    },
    "accident-injuries": {
      title: "Accident Injuries",
      description:
        "Car crashes, pedestrian and bicycle accidents, falls and workplace accidents. We deal with the " +
        "insurers so you can focus on getting better.",
    },
    "sexual-harassment": {
      title: "Sexual Harassment",
      description:
        "Unwanted advances, a hostile work environment or retaliation for speaking up. We offer a " +
        "confidential evaluation and protect your rights at work.",
    },
    "business-litigation": {
      title: "Business Litigation",
      description:
        "Contract disputes, partnership conflicts and unfair business practices. We protect your " +
        "company's interests in negotiation and in court.",
    },
    "wrongful-death": {
      title: "Wrongful Death",
      description:
        "When negligence takes a loved one, we help the family seek accountability and compensation " +
        "for the financial and emotional loss.",
    },
    "civil-litigation": {
      title: "Civil Litigation",
      description:
        "Disputes over property, contracts, fraud and other civil matters. We build a clear strategy and " +
        "see it through, from the first filing to trial.",
    },
    "motorcycle-injuries": {
      title: "Motorcycle Injuries",
      description:
        "Riders are often blamed unfairly after a crash. We investigate what really happened and " +
        "pursue full compensation for your injuries and your bike.",
    },
    "slip-fall-injuries": {
      title: "Slip & Fall Injuries",
      description:
        "Wet floors, broken stairs and poor lighting cause serious injuries. Property owners who ignore " +
        "hazards can be held responsible.",
    },
    "workers-compensation": {
      title: "Workers' Compensation",
      description:
        "Hurt on the job? We help you get the medical care and benefits you are entitled to, and we " +
        "challenge denied or delayed claims.",
    },
    "medical-malpractice": {
      title: "Medical Malpractice",
      description:
        "Surgical errors, misdiagnosis and medication mistakes can cause lasting harm. We work with " +
        "medical experts to show where care fell short.",
    },
    "dental-malpractice": {
      title: "Dental Malpractice",
      description:
        "Nerve damage, botched implants and untreated infections are more than bad luck. We hold " +
        "negligent dental providers accountable.",
    },
    "truck-accident-injuries": {
      title: "Truck Accident Injuries",
      description:
        "Crashes with big rigs and commercial vehicles cause devastating injuries. We take on trucking " +
        "companies and their insurers.",
    },
    "elder-abuse": {
      title: "Elder Abuse",
      description:
        "Neglect, physical abuse and financial exploitation in nursing homes and care facilities. We " +
        "protect vulnerable seniors and their families.",
    },
    "product-liability": {
      title: "Product Liability",
      description:
        "Defective vehicles, devices, medications and household products injure thousands of people. " +
        "Manufacturers and sellers can be held responsible.",
    },
    "labor-employment-law": {
      title: "Labor & Employment Law",
      description:
        "Wrongful termination, discrimination, unpaid wages and retaliation. We stand up for workers " +
        "whose rights have been violated.",
    },
    "dog-bite-victims": {
      title: "Dog Bite Victims",
      description:
        "In California, dog owners are generally responsible for bite injuries. We help victims seek " +
        "compensation for medical treatment, scarring and emotional trauma.",
    },
  },
};

export type ServiceCardsCopy = typeof en;

const es: ServiceCardsCopy = {
  learnMore: "Más información",
  learnMoreContext: "sobre",
  cards: {
    "catastrophic-injury": {
      title: "Lesiones catastróficas",
      description:
        "Las lesiones de médula espinal y cerebrales, las quemaduras graves y las amputaciones lo cambian " +
        "todo. Buscamos compensación por toda una vida de atención médica, los ingresos perdidos y la " +
        "vida que tenía antes.",
    },
    "accident-injuries": {
      title: "Lesiones por accidente",
      description:
        "Choques de auto, accidentes de peatones y ciclistas, caídas y accidentes de trabajo. Nosotros " +
        "tratamos con las aseguradoras para que usted se concentre en recuperarse.",
    },
    "sexual-harassment": {
      title: "Acoso sexual",
      description:
        "Insinuaciones no deseadas, un ambiente de trabajo hostil o represalias por denunciar. Le " +
        "ofrecemos una evaluación confidencial y protegemos sus derechos en el trabajo.",
    },
    "business-litigation": {
      title: "Litigio comercial",
      description:
        "Incumplimientos de contrato, conflictos entre socios y prácticas comerciales desleales. " +
        "Protegemos los intereses de su empresa en la negociación y ante los tribunales.",
    },
    "wrongful-death": {
      title: "Muerte por negligencia",
      description:
        "Cuando la negligencia le arrebata a un ser querido, ayudamos a la familia a exigir " +
        "responsabilidades y una compensación por la pérdida económica y emocional.",
    },
    "civil-litigation": {
      title: "Litigio civil",
      description:
        "Disputas sobre propiedades, contratos, fraude y otros asuntos civiles. Diseñamos una estrategia " +
        "clara y la llevamos a cabo, desde la primera presentación hasta el juicio.",
    },
    "motorcycle-injuries": {
      title: "Lesiones en motocicleta",
      description:
        "A los motociclistas se les culpa injustamente con frecuencia. Investigamos lo que realmente " +
        "pasó y buscamos una compensación completa por sus lesiones y su motocicleta.",
    },
    "slip-fall-injuries": {
      title: "Lesiones por resbalones y caídas",
      description:
        "Pisos mojados, escaleras rotas y mala iluminación causan lesiones graves. Los dueños de " +
        "propiedades que ignoran los peligros pueden ser responsables.",
    },
    "workers-compensation": {
      title: "Compensación de trabajadores",
      description:
        "¿Se lesionó en el trabajo? Le ayudamos a obtener la atención médica y los beneficios a los que " +
        "tiene derecho, y impugnamos los reclamos negados o demorados.",
    },
    "medical-malpractice": {
      title: "Negligencia médica",
      description:
        "Los errores quirúrgicos, los diagnósticos equivocados y los errores con medicamentos pueden " +
        "causar daños duraderos. Trabajamos con peritos médicos para demostrar dónde falló la atención.",
    },
    "dental-malpractice": {
      title: "Negligencia dental",
      description:
        "El daño a los nervios, los implantes mal colocados y las infecciones sin tratar no son simple " +
        "mala suerte. Exigimos cuentas a los dentistas y clínicas dentales negligentes.",
    },
    "truck-accident-injuries": {
      title: "Lesiones por accidentes de camión",
      description:
        "Los choques con tráileres y vehículos comerciales causan lesiones devastadoras. Nos enfrentamos " +
        "a las compañías de transporte y a sus aseguradoras.",
    },
    "elder-abuse": {
      title: "Abuso de personas mayores",
      description:
        "Negligencia, maltrato físico y explotación financiera en asilos y centros de cuidado. Protegemos " +
        "a las personas mayores vulnerables y a sus familias.",
    },
    "product-liability": {
      title: "Responsabilidad por productos",
      description:
        "Vehículos, dispositivos, medicamentos y productos del hogar defectuosos lesionan a miles de " +
        "personas. Los fabricantes y vendedores pueden ser responsables.",
    },
    "labor-employment-law": {
      title: "Derecho laboral y de empleo",
      description:
        "Despido ilegal, discriminación, salarios no pagados y represalias. Defendemos a los " +
        "trabajadores cuyos derechos han sido violados.",
    },
    "dog-bite-victims": {
      title: "Víctimas de mordeduras de perro",
      description:
        "En California, los dueños de perros por lo general son responsables de las lesiones por " +
        "mordedura. Ayudamos a las víctimas a reclamar una compensación por el tratamiento médico, las " +
        "cicatrices y el trauma emocional.",
    },
  },
};

export const serviceCards: PerLocale<ServiceCardsCopy> = { en, es };
