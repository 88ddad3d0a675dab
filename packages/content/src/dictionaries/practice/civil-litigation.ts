import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Civil Litigation Attorney in California",
    description:
      "Experienced California civil litigators for contract, property, insurance and injury disputes. " +
      "Free consultation and a reply within 24 hours.",
  },
  hero: {
    title: "Civil Litigation Attorneys",
    subtitle:
      "Clear strategy, careful preparation and strong advocacy, from the first letter to the final verdict.",
  },
  intro: {
    title: "When a Dispute Has to Be Resolved",
    paragraphs: [
      "Civil litigation is the process of resolving disputes between people, businesses and " +
        "organizations through the courts, when the goal is compensation or a court order rather than " +
        "criminal punishment. It can involve a broken contract, damaged property, an insurer that refuses " +
        "to pay, or an injury caused by someone else's negligence.",
      "Most civil cases are resolved before trial, through negotiation, mediation or a motion decided by " +
        "the judge. But the cases that settle on good terms are usually the ones prepared as if they were " +
        "going to trial. That is how we approach every case.",
      "For {years} years, attorney {attorney} and our team have represented clients in California " +
        "state and federal courts. We explain each stage of the process in plain language, give you an " +
        "honest assessment of your options, and keep you informed from start to finish.",
    ],
  },
  sections: [
    {
      title: "Our Civil Litigation Practice Areas",
      items: [
        {
          title: "Personal Injury Litigation",
          description:
            "Lawsuits for injuries caused by accidents, unsafe property, defective products and " +
            "professional negligence.",
        },
        {
          title: "Employment Litigation",
          description:
            "Claims for harassment, discrimination, retaliation, wrongful termination and unpaid wages.",
        },
        {
          title: "Contract and Business Disputes",
          description:
            "Breach of contract, fraud, partnership disputes and other conflicts between businesses and " +
            "individuals.",
        },
        {
          title: "Real Estate and Property Disputes",
          description:
            "Boundary and easement disputes, construction defects, and conflicts between buyers, " +
            "sellers, landlords and tenants.",
        },
        {
          title: "Insurance Bad Faith",
          description: "Claims against insurers that unreasonably deny, delay or underpay a valid claim.",
        },
        {
          title: "Elder and Dependent Adult Abuse",
          description:
            "Civil claims for neglect, physical abuse and financial abuse of older and dependent adults.",
        },
      ],
    },
    {
      title: "Pre-Trial Services",
      items: [
        {
          title: "Case Evaluation",
          description:
            "A review of the facts, documents and applicable law, including deadlines that could bar " +
            "your claim.",
        },
        {
          title: "Pleadings",
          description: "Drafting and filing the complaint, or responding to one filed against you.",
        },
        {
          title: "Discovery",
          description:
            "Written questions, document requests and depositions to uncover the evidence the other side " +
            "holds.",
        },
        {
          title: "Motions",
          description:
            "Motions to compel evidence, dismiss weak claims or decide the case before trial when the " +
            "law allows.",
        },
        {
          title: "Mediation and Settlement",
          description:
            "Negotiating a resolution that meets your goals, with a clear view of what a trial could bring.",
        },
      ],
    },
    {
      title: "Trial Services",
      items: [
        {
          title: "Trial Preparation",
          description:
            "Organizing exhibits, preparing witnesses and building a clear story that a judge or jury " +
            "can follow.",
        },
        {
          title: "Jury Selection",
          description: "Questioning potential jurors to identify bias and seat a fair jury.",
        },
        {
          title: "Witnesses and Experts",
          description:
            "Examining witnesses and presenting expert testimony, supported by illustrations and " +
            "animations when helpful.",
        },
        {
          title: "Post-Trial Motions and Appeals",
          description: "Protecting a verdict, challenging an unfair result and enforcing the judgment.",
        },
      ],
    },
    {
      title: "Our Four-Step Process",
      numbered: true,
      items: [
        {
          title: "Case Assessment",
          description:
            "We listen to your story, review your documents and tell you honestly what your options are.",
        },
        {
          title: "Strategy Development",
          description:
            "We set goals with you and choose the path, negotiation, mediation or litigation, that best " +
            "serves them.",
        },
        {
          title: "Evidence Building",
          description:
            "We gather records, interview witnesses and bring in experts to prove each element of your case.",
        },
        {
          title: "Resolution",
          description:
            "We pursue a fair settlement and, if the other side will not agree to one, take your case to " +
            "trial.",
        },
      ],
    },
    {
      title: "Common Civil Disputes",
      items: [
        {
          title: "Unpaid Debts and Loans",
          description: "Money owed under a promissory note, a personal loan or an unpaid invoice.",
        },
        {
          title: "Contractor and Construction Disputes",
          description:
            "Unfinished work, poor workmanship and payment disputes with contractors and homeowners.",
        },
        {
          title: "Fraud and Misrepresentation",
          description:
            "Losses caused by lies or hidden facts in a sale, an investment or another transaction.",
        },
        {
          title: "Defamation",
          description: "False statements of fact that damage your reputation, your business or your career.",
        },
        {
          title: "Denied Insurance Claims",
          description:
            "Home, auto, disability and other policies where the insurer will not honor its promise.",
        },
        {
          title: "Landlord and Tenant Disputes",
          description: "Security deposits, habitability problems, lease violations and property damage.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "{years} Years of Courtroom Experience",
        description:
          "We know California civil procedure, and we know how to present a case to a judge and jury.",
      },
      {
        title: "A Team Behind Every Case",
        description:
          "Paralegals, investigators and experts support your attorney at every stage of the case.",
      },
      {
        title: "Honest, Responsive Counsel",
        description:
          "We reply within 24 hours and give you straight answers, including when settlement is the " +
          "smarter path.",
      },
    ],
  },
  cta: {
    title: "Discuss Your Dispute With Us",
    text:
      "Tell us what happened and what you want to achieve. We reply within 24 hours, and we are available " +
      "24/7 for urgent matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de litigio civil en California",
    description:
      "Litigio civil en California: contratos, propiedades, seguros y lesiones. Consulta gratis y " +
      "respuesta en menos de 24 horas.",
  },
  hero: {
    title: "Abogados de litigio civil",
    subtitle:
      "Estrategia clara, preparación cuidadosa y una defensa firme, desde la primera carta hasta el " +
      "veredicto final.",
  },
  intro: {
    title: "Cuando una disputa necesita resolverse",
    paragraphs: [
      "El litigio civil es el proceso para resolver disputas entre personas, empresas y organizaciones " +
        "ante los tribunales, cuando lo que se busca es una compensación o una orden judicial y no un " +
        "castigo penal. Puede tratarse de un contrato incumplido, una propiedad dañada, una aseguradora " +
        "que se niega a pagar o una lesión causada por la negligencia de otra persona.",
      "La mayoría de los casos civiles se resuelven antes del juicio, mediante negociación, mediación o " +
        "una moción que decide el juez. Pero los casos que se resuelven en buenos términos suelen ser los " +
        "que se prepararon como si fueran a llegar a juicio. Así trabajamos cada caso.",
      "Desde hace {years} años, la abogada {attorney} y nuestro equipo representan a clientes ante " +
        "los tribunales estatales y federales de California. Le explicamos cada etapa del proceso en " +
        "palabras sencillas, le damos una evaluación honesta de sus opciones y lo mantenemos informado de " +
        "principio a fin.",
    ],
  },
  sections: [
    {
      title: "Nuestras áreas de litigio civil",
      items: [
        {
          title: "Litigio por lesiones personales",
          description:
            "Demandas por lesiones causadas por accidentes, propiedades inseguras, productos defectuosos " +
            "y negligencia profesional.",
        },
        {
          title: "Litigio laboral",
          description:
            "Reclamos por acoso, discriminación, represalias, despido injustificado y salarios no pagados.",
        },
        {
          title: "Disputas contractuales y comerciales",
          description:
            "Incumplimiento de contrato, fraude, conflictos entre socios y otras disputas entre empresas " +
            "y particulares.",
        },
        {
          title: "Bienes raíces y propiedades",
          description:
            "Disputas de linderos y servidumbres, defectos de construcción, y conflictos entre " +
            "compradores, vendedores, arrendadores e inquilinos.",
        },
        {
          title: "Mala fe de aseguradoras",
          description:
            "Reclamos contra aseguradoras que niegan, retrasan o pagan de menos un reclamo válido sin " +
            "una razón justificada.",
        },
        {
          title: "Abuso de personas mayores y adultos dependientes",
          description:
            "Reclamos civiles por negligencia, abuso físico y abuso financiero contra adultos mayores y " +
            "dependientes.",
        },
      ],
    },
    {
      title: "Servicios antes del juicio",
      items: [
        {
          title: "Evaluación del caso",
          description:
            "Revisamos los hechos, los documentos y la ley aplicable, incluidos los plazos que podrían " +
            "impedir su reclamo.",
        },
        {
          title: "Escritos iniciales",
          description:
            "Redactamos y presentamos la demanda, o respondemos a la que se presentó en su contra.",
        },
        {
          title: "Intercambio de pruebas",
          description:
            "Preguntas por escrito, solicitudes de documentos y deposiciones para descubrir las pruebas " +
            "que tiene la otra parte.",
        },
        {
          title: "Mociones",
          description:
            "Mociones para obligar a entregar pruebas, desechar reclamos débiles o decidir el caso antes " +
            "del juicio cuando la ley lo permite.",
        },
        {
          title: "Mediación y acuerdos",
          description:
            "Negociamos una solución que cumpla sus objetivos, con una idea clara de lo que podría " +
            "resultar de un juicio.",
        },
      ],
    },
    {
      title: "Servicios durante el juicio",
      items: [
        {
          title: "Preparación del juicio",
          description:
            "Organizamos las pruebas, preparamos a los testigos y construimos una historia clara que el " +
            "juez o el jurado puedan seguir.",
        },
        {
          title: "Selección del jurado",
          description:
            "Interrogamos a los posibles miembros del jurado para detectar prejuicios y lograr un jurado " +
            "imparcial.",
        },
        {
          title: "Testigos y peritos",
          description:
            "Interrogamos a los testigos y presentamos el testimonio de peritos, con ilustraciones y " +
            "animaciones cuando ayudan a entender.",
        },
        {
          title: "Mociones posteriores y apelaciones",
          description:
            "Protegemos un veredicto favorable, impugnamos un resultado injusto y hacemos cumplir la " +
            "sentencia.",
        },
      ],
    },
    {
      title: "Nuestro proceso en cuatro pasos",
      numbered: true,
      items: [
        {
          title: "Evaluación del caso",
          description:
            "Escuchamos su historia, revisamos sus documentos y le decimos con honestidad cuáles son sus " +
            "opciones.",
        },
        {
          title: "Desarrollo de la estrategia",
          description:
            "Fijamos los objetivos con usted y elegimos el camino que mejor los cumpla: negociación, " +
            "mediación o litigio.",
        },
        {
          title: "Construcción de las pruebas",
          description:
            "Reunimos documentos, entrevistamos a testigos y recurrimos a peritos para probar cada " +
            "elemento de su caso.",
        },
        {
          title: "Resolución",
          description:
            "Buscamos un acuerdo justo y, si la otra parte no lo acepta, llevamos su caso a juicio.",
        },
      ],
    },
    {
      title: "Disputas civiles comunes",
      items: [
        {
          title: "Deudas y préstamos sin pagar",
          description: "Dinero que se le debe por un pagaré, un préstamo personal o una factura sin pagar.",
        },
        {
          title: "Disputas con contratistas y de construcción",
          description:
            "Obras sin terminar, trabajo mal hecho y desacuerdos de pago entre contratistas y propietarios.",
        },
        {
          title: "Fraude y engaño",
          description:
            "Pérdidas causadas por mentiras o datos ocultos en una venta, una inversión u otra transacción.",
        },
        {
          title: "Difamación",
          description: "Afirmaciones falsas sobre hechos que dañan su reputación, su negocio o su carrera.",
        },
        {
          title: "Reclamos de seguro negados",
          description:
            "Pólizas de casa, auto, incapacidad y otras en las que la aseguradora no cumple lo que prometió.",
        },
        {
          title: "Disputas entre arrendadores e inquilinos",
          description:
            "Depósitos de garantía, problemas de habitabilidad, violaciones del contrato de renta y " +
            "daños a la propiedad.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "{years} años de experiencia en tribunales",
        description:
          "Conocemos el procedimiento civil de California y sabemos cómo presentar un caso ante un juez " +
          "y un jurado.",
      },
      {
        title: "Un equipo detrás de cada caso",
        description:
          "Asistentes legales, investigadores y peritos apoyan al abogado a cargo de su caso en cada etapa.",
      },
      {
        title: "Asesoría honesta y atenta",
        description:
          "Respondemos en menos de 24 horas y le damos respuestas directas, incluso cuando un acuerdo es " +
          "la mejor opción.",
      },
    ],
  },
  cta: {
    title: "Hable con nosotros sobre su disputa",
    text:
      "Cuéntenos qué pasó y qué quiere lograr. Le respondemos en menos de 24 horas y atendemos asuntos " +
      "urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};

export const civilLitigation: PerLocale<PracticePageCopy> = { en, es };
