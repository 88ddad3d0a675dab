import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  hero: {
    title: template("About {firmName}"),
    subtitle:
      "A California law firm built to give injured and wronged people the attention, preparation and " +
      "determination their cases deserve.",
    callNow: "Call Now",
    callNowAriaLabel: template("Call now: {phone}"),
    contactUs: "Contact Us",
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      "Our firm was founded on a simple belief: people hurt through no fault of their own deserve the " +
        "same quality of representation that insurance companies and large corporations buy for " +
        "themselves. Our founding attorney set out to give injured workers, grieving families and small " +
        "businesses a lawyer who answers the phone, explains the process and fights for them.",
      "What began as a small practice has grown into a full legal team of legal assistants, paralegals " +
        "and investigators, supported by medical, dental, biomechanical and accident reconstruction " +
        "experts. Together we have handled cases ranging from serious car and truck crashes to medical " +
        "malpractice, elder abuse and workplace harassment.",
      "Today we represent clients throughout California, in English and Spanish. Whether your case " +
        "settles in a few months or goes all the way to trial, you will work with people who know your " +
        "name, return your calls and treat your case with the care they would want for their own family.",
    ],
  },
  whyChoose: {
    heading: "Why Choose Us",
    points: [
      {
        title: "No Fees Unless We Win",
        description:
          "We handle injury cases on a contingency fee basis: nothing upfront, and our fee is a " +
          "percentage of what we recover for you. If we do not win, you owe us no attorney fees.",
      },
      {
        title: "Free Consultation",
        description:
          "Talk to us about your injury or employment case at no cost and with no obligation. We give " +
          "you an honest assessment, even when that means telling you that you may not need a lawyer.",
      },
      {
        title: template("More Than {recovered} Recovered"),
        description:
          "Our results come from careful preparation and a willingness to stand up to insurers and large " +
          "companies. Every case is different, and each one is judged on its own facts.",
      },
      {
        title: template("{years} Years of Experience"),
        description:
          "We know how insurers value claims, how defense lawyers build their cases and how California " +
          "courts work, and we put that knowledge to work for you.",
      },
      {
        title: "Personalized Attention",
        description:
          "You are never just a file number. You get direct access to your legal team, regular updates " +
          "on your case and straight answers to your questions.",
      },
      {
        title: "Aggressive Representation",
        description:
          "We prepare every case as if it will go to trial. That preparation gives us leverage in " +
          "negotiations, and it means we are ready for court when a fair offer is not on the table.",
      },
    ],
  },
  approach: {
    heading: "Our Approach",
    values: [
      {
        title: "Client Centered",
        description:
          "Your goals shape our strategy. We listen first, keep you informed and make sure every major " +
          "decision in your case is yours to make.",
      },
      {
        title: "Aggressive Advocacy",
        description:
          "We push back against low offers and delay tactics, and we are prepared to take your case to " +
          "trial when that is what it takes.",
      },
      {
        title: "Thorough Investigation",
        description:
          "We dig into the facts early, preserve evidence and bring in the right experts, because strong " +
          "cases are built on details.",
      },
      {
        title: "Compassionate Care",
        description:
          "An injury affects your health, your finances and your family. We treat you with patience and " +
          "respect, and help you find support while we handle the legal work.",
      },
    ],
  },
  trackRecord: {
    heading: "Our Track Record",
    overPrefix: "Over",
    intro:
      "Behind each of these results is a person or family who trusted us at one of the hardest moments " +
      "of their lives. Every case is different, and every result depends on its own facts.",
    results: {
      "brain-injury": {
        title: "Traumatic Brain Injury",
        description:
          "Recovery for a client with a life-altering brain injury, including future medical care and " +
          "lost earning capacity.",
      },
      "dental-malpractice": {
        title: "Dental Malpractice",
        description:
          "Recovery for a patient who suffered serious, lasting harm from negligent dental treatment.",
      },
      "bicycle-crash": {
        title: "Bicycle Crash",
        description: "Recovery for a cyclist who was seriously injured in a collision with a motor vehicle.",
      },
      "wrongful-death": {
        title: "Wrongful Death",
        description: "Recovery for a family who lost a loved one because of another party's negligence.",
      },
      "ride-hailing": {
        title: "Ride-Hailing Claims",
        description: "Recovery in claims against a ride-hailing company for a client injured during a trip.",
      },
      "elder-abuse": {
        title: "Elder Abuse",
        description: "Recovery for the family of an elderly resident who was neglected in a care facility.",
      },
      "truck-accident": {
        title: "Truck Accident",
        description: "Recovery for a client seriously injured in a collision with a commercial truck.",
      },
      "catastrophic-injury": {
        title: "Catastrophic Injury",
        description: "Recovery for a client whose injuries required multiple surgeries and long-term care.",
      },
      "premises-liability": {
        title: "Premises Liability",
        description: "Recovery for a client injured by a dangerous condition on someone else's property.",
      },
    },
  },
  cta: {
    heading: "Let's Talk About Your Case",
    text: template(
      "Tell us what happened in a free, confidential consultation. We reply within {replyHours} hours.",
    ),
    button: "Schedule Your Free Consultation",
    phoneLabel: "Call us toll-free",
    emailLabel: "E-mail us",
  },
};

export type AboutCopy = typeof en;

const es: AboutCopy = {
  hero: {
    title: template("Sobre {firmName}"),
    subtitle:
      "Un bufete de California creado para dar a las personas lesionadas o tratadas injustamente la " +
      "atención, la preparación y la determinación que sus casos merecen.",
    callNow: "Llame ahora",
    callNowAriaLabel: template("Llame ahora: {phone}"),
    contactUs: "Contáctenos",
  },
  story: {
    heading: "Nuestra historia",
    paragraphs: [
      "Nuestro bufete nació de una convicción sencilla: las personas que se lesionan sin tener la culpa " +
        "merecen la misma calidad de representación que las aseguradoras y las grandes empresas pagan " +
        "para sí mismas. Nuestra abogada fundadora se propuso dar a los trabajadores lesionados, a las " +
        "familias en duelo y a los pequeños negocios una abogada que conteste el teléfono, les explique " +
        "el proceso y luche por ellos.",
      "Lo que comenzó como una práctica pequeña se ha convertido en un equipo legal completo de asistentes " +
        "legales, paralegales e investigadores, respaldado por peritos médicos, dentales, biomecánicos y " +
        "de reconstrucción de accidentes. Juntos hemos llevado casos que van desde choques graves de autos " +
        "y camiones hasta negligencia médica, abuso de personas mayores y acoso laboral.",
      "Hoy representamos a clientes en todo California, en inglés y en español. Ya sea que su caso se " +
        "resuelva en unos meses o llegue hasta juicio, trabajará con personas que conocen su nombre, le " +
        "devuelven las llamadas y cuidan su caso como querrían que cuidaran el de su propia familia.",
    ],
  },
  whyChoose: {
    heading: "Por qué elegirnos",
    points: [
      {
        title: "Sin honorarios si no ganamos",
        description:
          "Llevamos los casos de lesiones con honorarios de contingencia: nada por adelantado, y nuestros " +
          "honorarios son un porcentaje de lo que recuperemos para usted. Si no ganamos, no nos debe " +
          "honorarios de abogado.",
      },
      {
        title: "Consulta gratuita",
        description:
          "Hable con nosotros sobre su caso de lesiones o laboral sin costo y sin compromiso. Le daremos " +
          "una evaluación honesta, aunque eso signifique decirle que quizá no necesita un abogado.",
      },
      {
        title: template("Más de {recovered} recuperados"),
        description:
          "Nuestros resultados nacen de una preparación cuidadosa y de la disposición a enfrentar a las " +
          "aseguradoras y a las grandes empresas. Cada caso es diferente y se decide según sus propios " +
          "hechos.",
      },
      {
        title: template("{years} años de experiencia"),
        description:
          "Sabemos cómo valoran los reclamos las aseguradoras, cómo preparan sus casos los abogados de la " +
          "defensa y cómo funcionan los tribunales de California, y ponemos ese conocimiento a su servicio.",
      },
      {
        title: "Atención personalizada",
        description:
          "Usted nunca es solo un número de expediente. Tendrá acceso directo a su equipo legal, " +
          "actualizaciones periódicas sobre su caso y respuestas claras a sus preguntas.",
      },
      {
        title: "Representación firme",
        description:
          "Preparamos cada caso como si fuera a llegar a juicio. Esa preparación nos da ventaja en las " +
          "negociaciones y nos permite ir a juicio cuando no hay una oferta justa sobre la mesa.",
      },
    ],
  },
  approach: {
    heading: "Nuestro enfoque",
    values: [
      {
        title: "El cliente es el centro",
        description:
          "Sus metas definen nuestra estrategia. Primero escuchamos, le mantenemos informado y nos " +
          "aseguramos de que cada decisión importante de su caso la tome usted.",
      },
      {
        title: "Defensa enérgica",
        description:
          "Rechazamos las ofertas bajas y las tácticas dilatorias, y estamos preparados para llevar su " +
          "caso a juicio cuando sea necesario.",
      },
      {
        title: "Investigación minuciosa",
        description:
          "Examinamos los hechos desde el principio, preservamos las pruebas y recurrimos a los peritos " +
          "adecuados, porque los casos sólidos se construyen con detalles.",
      },
      {
        title: "Trato compasivo",
        description:
          "Una lesión afecta su salud, sus finanzas y su familia. Le tratamos con paciencia y respeto, y " +
          "le ayudamos a encontrar apoyo mientras nos encargamos del trabajo legal.",
      },
    ],
  },
  trackRecord: {
    heading: "Nuestros resultados",
    overPrefix: "Más de",
    intro:
      "Detrás de cada uno de estos resultados hay una persona o una familia que confió en nosotros en " +
      "uno de los momentos más difíciles de su vida. Cada caso es diferente, y cada resultado depende " +
      "de sus propios hechos.",
    results: {
      "brain-injury": {
        title: "Lesión cerebral traumática",
        description:
          "Compensación para un cliente con una lesión cerebral que le cambió la vida, incluida la " +
          "atención médica futura y la pérdida de capacidad de generar ingresos.",
      },
      "dental-malpractice": {
        title: "Negligencia dental",
        description:
          "Compensación para un paciente que sufrió daños graves y duraderos por un tratamiento dental " +
          "negligente.",
      },
      "bicycle-crash": {
        title: "Accidente de bicicleta",
        description:
          "Compensación para un ciclista que sufrió lesiones graves al ser chocado por un vehículo.",
      },
      "wrongful-death": {
        title: "Muerte por negligencia",
        description:
          "Compensación para una familia que perdió a un ser querido por la negligencia de un tercero.",
      },
      "ride-hailing": {
        title: "Reclamos contra empresas de transporte por aplicación",
        description:
          "Compensación en reclamos contra una empresa de transporte por aplicación para un cliente " +
          "lesionado durante un viaje.",
      },
      "elder-abuse": {
        title: "Abuso de personas mayores",
        description:
          "Compensación para la familia de un residente de edad avanzada que sufrió negligencia en un " +
          "centro de cuidado.",
      },
      "truck-accident": {
        title: "Accidente de camión",
        description:
          "Compensación para un cliente que sufrió lesiones graves en un choque con un camión comercial.",
      },
      "catastrophic-injury": {
        title: "Lesión catastrófica",
        description:
          "Compensación para un cliente cuyas lesiones requirieron varias cirugías y atención a largo plazo.",
      },
      "premises-liability": {
        title: "Responsabilidad de propietarios",
        description:
          "Compensación para un cliente lesionado por una condición peligrosa en la propiedad de " +
          "otra persona.",
      },
    },
  },
  cta: {
    heading: "Hablemos de su caso",
    text: template(
      "Pida una consulta gratuita y confidencial. Le respondemos en menos de {replyHours} horas.",
    ),
    button: "Programe su consulta gratuita",
    phoneLabel: "Llámenos sin costo",
    emailLabel: "Escríbanos",
  },
};

export const about: PerLocale<AboutCopy> = { en, es };
