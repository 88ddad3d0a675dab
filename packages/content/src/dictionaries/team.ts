import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

/** The firm's people on the About page: the lead attorney (biography, credentials) and the legal team. */
const en = {
  heading: "Meet Our Team",
  intro:
    "Your case is led by an experienced trial attorney and supported by a dedicated staff and a network " +
    "of respected outside experts, so every part of your claim gets the attention it needs.",
  leadAttorney: {
    name: template("{attorney}"),
    role: "Founding & Lead Attorney",
    bio: [
      "A trial attorney who has devoted her career to representing injured people and their families, " +
        "she founded the firm to give everyday clients the kind of preparation usually reserved for " +
        "large corporations. She stays closely involved in the strategy of every case the firm accepts.",
      "Known for meticulous preparation and a calm, direct style at the negotiating table and in the " +
        "courtroom, she has handled cases involving catastrophic injuries, wrongful death, medical and " +
        "dental malpractice, elder abuse and workplace harassment. Clients value her honesty: she tells " +
        "them what to expect, explains every option and never pressures them into a decision.",
    ],
    educationLabel: "Education",
    education: [
      "Juris Doctor (J.D.), a California law school, with a focus on trial advocacy",
      "Bachelor of Arts in Political Science, a California public university",
    ],
    barAdmissionLabel: "Bar Admissions",
    barAdmission: [
      "Admitted to the State Bar of California",
      "Admitted to practice before the U.S. District Courts for the Central, Eastern, Northern and " +
        "Southern Districts of California",
    ],
    specialtiesLabel: "Areas of Practice",
    specialties: [
      "Catastrophic injury",
      "Wrongful death",
      "Medical and dental malpractice",
      "Truck and motor vehicle accidents",
      "Elder abuse",
      "Sexual harassment and employment law",
    ],
  },
  legalTeam: {
    heading: "Our Legal Team",
    intro:
      "Strong cases are built by many hands. These are the people and specialists who work behind the " +
      "scenes on your behalf.",
    roles: [
      {
        title: "Legal Assistants",
        description:
          "Your first point of contact for scheduling, documents and updates. They keep your file " +
          "organized and make sure your questions reach the right person quickly.",
      },
      {
        title: "Paralegals",
        description:
          "Our paralegals collect medical records and bills, prepare claim documents and court filings, " +
          "and track every deadline in your case.",
      },
      {
        title: "Investigators",
        description:
          "Investigators visit the scene, locate and interview witnesses, and secure photos, video and " +
          "other evidence before it is lost.",
      },
      {
        title: "Medical Experts",
        description:
          "Physicians and specialists review your records and explain your injuries, your treatment and " +
          "the care you are likely to need in the future.",
      },
      {
        title: "Dental Experts",
        description:
          "Dentists and oral surgeons evaluate dental injuries and treatment errors, and explain when " +
          "care fell below the accepted standard.",
      },
      {
        title: "Biomechanical Experts",
        description:
          "Specialists in how forces act on the human body explain how a crash or fall caused your " +
          "specific injuries.",
      },
      {
        title: "Accident Reconstruction",
        description:
          "Reconstruction engineers analyze vehicle damage, skid marks, event data recorders and road " +
          "conditions to show how an accident happened.",
      },
      {
        title: "Animation Experts",
        description:
          "Computer animations turn technical findings into clear visual explanations that help " +
          "insurers, judges and juries see what happened.",
      },
      {
        title: "Medical Illustrations",
        description:
          "Detailed medical illustrations show injuries and surgeries in a way that words and X-rays " +
          "alone cannot.",
      },
    ],
  },
};

export type TeamCopy = typeof en;

const es: TeamCopy = {
  heading: "Conozca a nuestro equipo",
  intro:
    "Su caso lo dirige una abogada litigante con experiencia, con el respaldo de un personal dedicado y " +
    "una red de peritos externos de prestigio, para que cada parte de su reclamo reciba la atención que " +
    "necesita.",
  leadAttorney: {
    name: template("{attorney}"),
    role: "Abogada fundadora y principal",
    bio: [
      "Abogada litigante que ha dedicado su carrera a representar a personas lesionadas y a sus " +
        "familias, fundó el bufete para ofrecer a sus clientes la preparación que normalmente se reserva " +
        "para las grandes empresas. Participa de cerca en la estrategia de cada caso que acepta el bufete.",
      "Conocida por su preparación meticulosa y su estilo sereno y directo en la mesa de negociación " +
        "y en la sala del tribunal, ha llevado casos de lesiones catastróficas, muerte por negligencia, " +
        "negligencia médica y dental, abuso de personas mayores y acoso laboral. Sus clientes valoran su " +
        "honestidad: les dice qué esperar, les explica cada opción y nunca los presiona para decidir.",
    ],
    educationLabel: "Formación académica",
    education: [
      "Título profesional de abogada (Juris Doctor, J.D.) de una facultad de derecho de California, con " +
        "enfoque en litigación oral",
      "Licenciatura en Ciencias Políticas de una universidad pública de California",
    ],
    barAdmissionLabel: "Licencias para ejercer",
    barAdmission: [
      "Miembro del Colegio de Abogados del Estado de California (State Bar of California)",
      "Autorizada para ejercer ante los Tribunales de Distrito de EE. UU. de los distritos Central, " +
        "Este, Norte y Sur de California",
    ],
    specialtiesLabel: "Áreas de práctica",
    specialties: [
      "Lesiones catastróficas",
      "Muerte por negligencia",
      "Negligencia médica y dental",
      "Accidentes de camión y de vehículos motorizados",
      "Abuso de personas mayores",
      "Acoso sexual y derecho laboral",
    ],
  },
  legalTeam: {
    heading: "Nuestro equipo legal",
    intro:
      "Los casos sólidos se construyen entre muchas manos. Estas son las personas y los especialistas " +
      "que trabajan para usted detrás de escena.",
    roles: [
      {
        title: "Asistentes legales",
        description:
          "Su primer punto de contacto para citas, documentos y actualizaciones. Mantienen su " +
          "expediente en orden y se aseguran de que sus preguntas lleguen rápido a la persona indicada.",
      },
      {
        title: "Paralegales",
        description:
          "Nuestros paralegales reúnen expedientes y facturas médicas, preparan los documentos del " +
          "reclamo y los escritos judiciales, y vigilan cada plazo de su caso.",
      },
      {
        title: "Investigadores",
        description:
          "Los investigadores visitan el lugar de los hechos, localizan y entrevistan a testigos, y " +
          "aseguran fotos, videos y otras pruebas antes de que se pierdan.",
      },
      {
        title: "Peritos médicos",
        description:
          "Médicos y especialistas revisan su expediente y explican sus lesiones, su tratamiento y la " +
          "atención que probablemente necesitará en el futuro.",
      },
      {
        title: "Peritos dentales",
        description:
          "Dentistas y cirujanos orales evalúan las lesiones dentales y los errores de tratamiento, y " +
          "explican cuándo la atención no cumplió con el estándar aceptado.",
      },
      {
        title: "Peritos en biomecánica",
        description:
          "Especialistas en cómo actúan las fuerzas sobre el cuerpo humano explican cómo un choque o una " +
          "caída causó sus lesiones específicas.",
      },
      {
        title: "Reconstrucción de accidentes",
        description:
          "Ingenieros en reconstrucción analizan los daños del vehículo, las marcas de frenado, los " +
          "registradores de datos y el estado de la vía para mostrar cómo ocurrió el accidente.",
      },
      {
        title: "Especialistas en animación",
        description:
          "Las animaciones por computadora convierten los hallazgos técnicos en explicaciones visuales " +
          "claras que ayudan a aseguradoras, jueces y jurados a ver lo que pasó.",
      },
      {
        title: "Ilustraciones médicas",
        description:
          "Las ilustraciones médicas detalladas muestran lesiones y cirugías de una manera que las " +
          "palabras y las radiografías por sí solas no pueden.",
      },
    ],
  },
};

export const team: PerLocale<TeamCopy> = { en, es };
