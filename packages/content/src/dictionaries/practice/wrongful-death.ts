import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Wrongful Death Lawyer in California",
    description:
      "Lost a loved one through someone else's negligence? Compassionate California wrongful death " +
      "attorneys. Free consultation; no fee unless we win.",
  },
  hero: {
    title: "Wrongful Death Attorneys",
    subtitle:
      "Nothing can undo your loss. We can hold those responsible accountable and protect your family's " +
      "future.",
  },
  intro: {
    title: "Standing With Families in the Hardest Time",
    paragraphs: [
      "When a person dies because of someone else's carelessness or wrongdoing, California law allows " +
        "certain family members to bring a wrongful death claim. The claim seeks compensation for what the " +
        "family has lost: financial support, household help, and the love, companionship and guidance of " +
        "the person who is gone.",
      "A related claim, called a survival action, may be brought by the estate for losses the person " +
        "suffered before death, such as medical bills and lost earnings. We review both claims with you so " +
        "that no part of your family's recovery is overlooked.",
      "Wrongful death claims in California generally must be filed within two years of the death. The " +
        "deadline can be shorter, such as six months for a claim against a government agency, or follow " +
        "different rules in medical malpractice cases. We handle the investigation, the insurers and the " +
        "court deadlines so your family can grieve without carrying the legal burden alone.",
    ],
  },
  sections: [
    {
      title: "Common Wrongful Death Cases",
      items: [
        {
          title: "Car, Truck and Motorcycle Crashes",
          description:
            "Fatal collisions caused by drunk, distracted, speeding or fatigued drivers, or by negligent " +
            "trucking companies.",
        },
        {
          title: "Pedestrian and Bicycle Deaths",
          description:
            "People on foot or on bicycles killed by drivers who failed to yield or watch the road.",
        },
        {
          title: "Medical Malpractice",
          description:
            "Deaths caused by misdiagnosis, surgical errors, medication mistakes or failure to treat a " +
            "serious condition.",
        },
        {
          title: "Workplace Accidents",
          description:
            "Fatal falls, equipment accidents and safety violations, including claims against third " +
            "parties beyond the employer.",
        },
        {
          title: "Defective Products",
          description: "Deaths caused by dangerous vehicles, parts, medical devices or consumer products.",
        },
        {
          title: "Nursing Home Neglect",
          description:
            "Deaths of elderly or dependent residents caused by neglect, abuse or inadequate care.",
        },
      ],
    },
    {
      title: "How We Help Your Family",
      items: [
        {
          title: "Independent Investigation",
          description:
            "We gather police and coroner reports, records, witness accounts and expert analysis to " +
            "establish what happened.",
        },
        {
          title: "Identifying Every Responsible Party",
          description:
            "Drivers, employers, property owners, manufacturers and care facilities may all share " +
            "responsibility.",
        },
        {
          title: "Valuing the Full Loss",
          description:
            "Economists and other experts help measure the financial support and services your family " +
            "has lost.",
        },
        {
          title: "Handling Insurers and the Estate",
          description:
            "We deal with insurance companies and coordinate the wrongful death claim with the estate's " +
            "survival action.",
        },
        {
          title: "Trial-Ready Representation",
          description:
            "We negotiate for a fair resolution, and we are prepared to present your family's case to a " +
            "jury.",
        },
      ],
    },
    {
      title: "Economic Damages",
      intro: "Financial losses that can be calculated and documented.",
      items: [
        {
          title: "Funeral and Burial Expenses",
          description: "The reasonable costs of the funeral, burial or cremation.",
        },
        {
          title: "Loss of Financial Support",
          description:
            "The income and support your loved one would have provided over the rest of their life.",
        },
        {
          title: "Loss of Household Services",
          description:
            "The value of childcare, home maintenance, transportation and other help your loved one " +
            "provided.",
        },
        {
          title: "Loss of Gifts and Benefits",
          description:
            "Gifts, health insurance and other benefits your family would reasonably have expected to " +
            "receive.",
        },
        {
          title: "Medical Bills Before Death",
          description:
            "Treatment costs incurred before your loved one passed, recovered through the estate's " +
            "survival claim.",
        },
      ],
    },
    {
      title: "Non-Economic Damages",
      intro: "Losses that have no price tag, but that California law recognizes.",
      items: [
        {
          title: "Love and Companionship",
          description: "The loss of your loved one's love, affection, companionship and society.",
        },
        {
          title: "Comfort, Care and Protection",
          description: "The loss of the care, assistance and protection your loved one gave your family.",
        },
        {
          title: "Moral Support and Guidance",
          description: "The loss of the training, guidance and moral support a parent or spouse provides.",
        },
        {
          title: "Loss of the Marital Relationship",
          description:
            "For a surviving spouse or domestic partner, the loss of the relationship and intimacy you " +
            "shared.",
        },
      ],
    },
    {
      title: "Who Can File a Wrongful Death Claim",
      items: [
        {
          title: "Spouse or Domestic Partner",
          description:
            "A surviving spouse or registered domestic partner is among the first people entitled to " +
            "bring a claim.",
        },
        {
          title: "Children",
          description: "The deceased's children, and the children of a child who has already passed away.",
        },
        {
          title: "Parents",
          description:
            "Parents may file when there is no surviving spouse or children, or when they depended on " +
            "their child for support.",
        },
        {
          title: "Other Dependents",
          description:
            "In some cases, stepchildren, a putative spouse, or a minor who lived in the home and " +
            "depended on the deceased.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Families Choose {firmName}",
    items: [
      {
        title: "Compassion First",
        description:
          "We explain each step with patience and respect, and we are there when you have questions.",
      },
      {
        title: "{years} Years of Experience",
        description:
          "We have represented grieving families against insurers, corporations and care facilities " +
          "across California.",
      },
      {
        title: "No Fee Unless We Win",
        description: "Your family pays nothing upfront. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Let Us Help Your Family Seek Justice",
    text:
      "Tell us about your loss when you are ready. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de muerte por negligencia",
    description:
      "¿Perdió a un ser querido por la negligencia de otra persona? Abogados en California que lo " +
      "acompañan. Consulta gratis y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de muerte por negligencia",
    subtitle:
      "Nada puede reparar su pérdida. Sí podemos exigir cuentas a los responsables y proteger el futuro " +
      "de su familia.",
  },
  intro: {
    title: "Junto a las familias en el momento más difícil",
    paragraphs: [
      "Cuando una persona muere por el descuido o la mala conducta de otra, la ley de California permite " +
        "que ciertos familiares presenten un reclamo por muerte por negligencia (wrongful death). Ese " +
        "reclamo busca compensar lo que la familia perdió: el apoyo económico, la ayuda en el hogar, y el " +
        "amor, la compañía y la orientación de la persona que ya no está.",
      "Un reclamo relacionado, llamado acción de supervivencia, puede presentarlo el patrimonio del " +
        "fallecido por las pérdidas que sufrió antes de morir, como los gastos médicos y los ingresos " +
        "perdidos. Revisamos ambos reclamos con usted para que ninguna parte de la compensación de su " +
        "familia quede fuera.",
      "Por lo general, los reclamos por muerte por negligencia en California deben presentarse dentro de " +
        "dos años a partir del fallecimiento. El plazo puede ser más corto, como seis meses para un " +
        "reclamo contra una agencia de gobierno, o seguir otras reglas en los casos de negligencia médica. " +
        "Nosotros nos encargamos de la investigación, de las aseguradoras y de los plazos del tribunal " +
        "para que su familia pueda vivir su duelo sin cargar sola con el peso legal.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de muerte por negligencia",
      items: [
        {
          title: "Choques de auto, camión y motocicleta",
          description:
            "Accidentes mortales causados por conductores ebrios, distraídos, cansados o a exceso de " +
            "velocidad, o por compañías de transporte negligentes.",
        },
        {
          title: "Muertes de peatones y ciclistas",
          description:
            "Personas a pie o en bicicleta que perdieron la vida porque un conductor no cedió el paso o " +
            "no prestó atención.",
        },
        {
          title: "Negligencia médica",
          description:
            "Muertes causadas por diagnósticos equivocados, errores quirúrgicos, errores de medicación o " +
            "falta de tratamiento de una enfermedad grave.",
        },
        {
          title: "Accidentes de trabajo",
          description:
            "Caídas mortales, accidentes con maquinaria y violaciones de seguridad, incluidos reclamos " +
            "contra terceros además del empleador.",
        },
        {
          title: "Productos defectuosos",
          description:
            "Muertes causadas por vehículos, piezas, dispositivos médicos o productos de consumo peligrosos.",
        },
        {
          title: "Negligencia en asilos de ancianos",
          description:
            "Muertes de residentes mayores o dependientes causadas por descuido, abuso o atención " +
            "deficiente.",
        },
      ],
    },
    {
      title: "Cómo ayudamos a su familia",
      items: [
        {
          title: "Investigación independiente",
          description:
            "Reunimos reportes de la policía y del médico forense, expedientes, testimonios y análisis " +
            "de peritos para establecer lo que ocurrió.",
        },
        {
          title: "Todos los responsables",
          description:
            "Conductores, empleadores, dueños de propiedades, fabricantes y centros de cuidado pueden " +
            "compartir la responsabilidad.",
        },
        {
          title: "El valor completo de la pérdida",
          description:
            "Economistas y otros expertos ayudan a medir el apoyo económico y los servicios que su " +
            "familia perdió.",
        },
        {
          title: "Trato con aseguradoras y con el patrimonio",
          description:
            "Tratamos con las compañías de seguros y coordinamos el reclamo por muerte por negligencia " +
            "con la acción de supervivencia del patrimonio.",
        },
        {
          title: "Listos para el juicio",
          description:
            "Negociamos una solución justa y estamos preparados para presentar el caso de su familia " +
            "ante un jurado.",
        },
      ],
    },
    {
      title: "Daños económicos",
      intro: "Pérdidas económicas que se pueden calcular y documentar.",
      items: [
        {
          title: "Gastos funerarios y de sepelio",
          description: "Los costos razonables del funeral, el entierro o la cremación.",
        },
        {
          title: "Pérdida del apoyo económico",
          description:
            "Los ingresos y el sostén que su ser querido habría aportado durante el resto de su vida.",
        },
        {
          title: "Pérdida de servicios en el hogar",
          description:
            "El valor del cuidado de los hijos, el mantenimiento de la casa, el transporte y otra ayuda " +
            "que su ser querido brindaba.",
        },
        {
          title: "Pérdida de regalos y beneficios",
          description:
            "Regalos, seguro médico y otros beneficios que su familia razonablemente esperaba recibir.",
        },
        {
          title: "Gastos médicos antes del fallecimiento",
          description:
            "Los costos del tratamiento previo a la muerte, que se recuperan mediante la acción de " +
            "supervivencia del patrimonio.",
        },
      ],
    },
    {
      title: "Daños no económicos",
      intro: "Pérdidas que no tienen precio, pero que la ley de California reconoce.",
      items: [
        {
          title: "Amor y compañía",
          description: "La pérdida del amor, el cariño, la compañía y la convivencia con su ser querido.",
        },
        {
          title: "Consuelo, cuidado y protección",
          description:
            "La pérdida del cuidado, la ayuda y la protección que su ser querido daba a la familia.",
        },
        {
          title: "Apoyo moral y orientación",
          description:
            "La pérdida de la enseñanza, la orientación y el apoyo moral que brinda un padre, una madre " +
            "o un cónyuge.",
        },
        {
          title: "Pérdida de la relación de pareja",
          description:
            "Para el cónyuge o la pareja doméstica sobreviviente, la pérdida de la relación y la " +
            "intimidad que compartían.",
        },
      ],
    },
    {
      title: "Quién puede presentar el reclamo",
      items: [
        {
          title: "Cónyuge o pareja doméstica",
          description:
            "El cónyuge o la pareja doméstica registrada sobreviviente está entre los primeros con " +
            "derecho a reclamar.",
        },
        {
          title: "Hijos",
          description: "Los hijos del fallecido y, si alguno de ellos ya murió, los hijos de ese hijo.",
        },
        {
          title: "Padres",
          description:
            "Los padres pueden reclamar cuando no hay cónyuge ni hijos sobrevivientes, o cuando " +
            "dependían económicamente de su hijo o hija.",
        },
        {
          title: "Otros dependientes",
          description:
            "En algunos casos, hijastros, un cónyuge putativo o un menor que vivía en el hogar y " +
            "dependía del fallecido.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué las familias eligen a {firmName}",
    items: [
      {
        title: "La compasión primero",
        description:
          "Le explicamos cada paso con paciencia y respeto, y estamos aquí cuando tenga preguntas.",
      },
      {
        title: "{years} años de experiencia",
        description:
          "Hemos representado a familias en duelo frente a aseguradoras, corporaciones y centros de " +
          "cuidado en todo California.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description: "Su familia no paga nada por adelantado. Si no ganamos, no nos paga honorarios.",
      },
    ],
  },
  cta: {
    title: "Permítanos ayudar a su familia a buscar justicia",
    text:
      "Cuéntenos sobre su pérdida cuando esté listo. Le respondemos en menos de 24 horas y atendemos " +
      "asuntos urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};

export const wrongfulDeath: PerLocale<PracticePageCopy> = { en, es };
