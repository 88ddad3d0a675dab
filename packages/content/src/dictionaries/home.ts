import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  hero: {
    title: "California Injury Attorneys Who Fight for You",
    subtitle: "Compassionate counsel, aggressive advocacy and straight answers when you need them most.",
    description:
      "If you were hurt by someone else's carelessness, lost a loved one or were mistreated at work, you " +
      "do not have to face the insurance companies and their lawyers alone. Tell us what happened and we " +
      "will explain your rights and options in plain language.",
    primaryButton: "Get Your Free Consultation",
    callNow: "Call Now",
    callNowAriaLabel: template("Call now: {phone}"),
    /** The background video's pause/play button (its accessible name, switched with its state). */
    video: { pause: "Pause the background video", play: "Play the background video" },
  },
  attorneysBand: {
    heading: "Attorneys on Your Side",
    text:
      "After an accident, the insurance company already has a team working to protect its bottom line. " +
      "You deserve a team working just as hard for you. We investigate, negotiate and, when necessary, go " +
      "to court for injured people and their families, and we keep you informed at every step.",
    highlights: [
      {
        title: template("{years} Years"),
        description: "of experience handling injury and civil cases",
      },
      { title: template("More Than {recovered}"), description: "recovered for our clients" },
      { title: "Available 24/7", description: "for urgent matters, including nights and weekends" },
    ],
  },
  process: {
    heading: "Your Case From A to Z",
    intro:
      "Every case is different, but none of them should feel like a mystery. Here is how we guide you " +
      "from the first phone call to the resolution of your case.",
    steps: [
      {
        title: "Free Consultation",
        description:
          "Tell us what happened in a confidential, no-obligation conversation. We listen, answer your " +
          "questions and explain your rights and options in plain language.",
      },
      {
        title: "Investigation",
        description:
          "We move quickly to gather police reports, photos, video and witness statements before they " +
          "disappear, and we identify everyone who may be responsible for your injuries.",
      },
      {
        title: "Medical Care & Documentation",
        description:
          "We help you get the treatment you need and make sure every diagnosis, treatment and expense " +
          "is documented, because your medical records are the foundation of your claim.",
      },
      {
        title: "Claim & Demand",
        description:
          "We file the necessary claims and send the insurance companies a detailed demand that lays " +
          "out the facts, your injuries and the full extent of your losses.",
      },
      {
        title: "Negotiation",
        description:
          "We negotiate firmly with insurers and defense lawyers and push back on quick, low offers. " +
          "You will never be pressured to settle, and the final decision is always yours.",
      },
      {
        title: "Litigation, If Needed",
        description:
          "If the other side will not make a fair offer, we are prepared to file a lawsuit, take " +
          "depositions, work with experts and present your case in court.",
      },
      {
        title: "Resolution & Recovery",
        description:
          "When your case resolves, we handle the paperwork, work to resolve medical liens and walk you " +
          "through every figure before you receive your share of the recovery.",
      },
    ],
  },
  journey: {
    heading: "Start Your Journey to Recovery",
    text:
      "You do not have to figure this out alone. Request a free consultation and a member of our legal " +
      "team will review your situation and contact you. For urgent matters, call us any time, day or night.",
    button: "Request a Free Consultation",
    phoneLabel: "Call us toll-free",
    emailLabel: "E-mail us",
  },
  aboutSection: {
    heading: "A Firm Built on Trust",
    quotes: [
      {
        text:
          "Every client who comes to us is going through one of the hardest moments of their life. They " +
          "deserve a lawyer who listens, tells them the truth and fights for them like family.",
        attribution: template("{attorney}, Founding Attorney"),
      },
      {
        text:
          "They returned every call, explained every step and treated my family with respect. For the " +
          "first time since the accident, I felt like someone was truly on our side.",
        attribution: "Client, Anaheim",
      },
    ],
    founderLine: template(
      "Founded by {attorney}, {firmName} has stood up for injured Californians for {years} years.",
    ),
    learnMore: "Learn More About Us",
    whyUs: {
      heading: "Why Clients Choose Us",
      reasons: [
        {
          title: "No Fee Unless We Win",
          description:
            "You pay nothing upfront for your injury case. Our fee is a percentage of the settlement or " +
            "award, so we are paid only if we recover compensation for you.",
        },
        {
          title: "Free Consultation",
          description:
            "Talk to us about your injury or employment case at no cost and with no obligation. We will " +
            "give you an honest assessment of your options.",
        },
        {
          title: template("{years} Years of Experience"),
          description:
            "We have handled injury, employment and civil cases of every size, from straightforward " +
            "claims to complex litigation against large companies and their insurers.",
        },
        {
          title: "Bilingual Team",
          description:
            "Our team speaks English and Spanish, so you can talk about your case in the language you " +
            "are most comfortable with, without an interpreter.",
        },
        {
          title: "Available 24/7",
          description:
            "Accidents do not keep office hours. For urgent matters, you can reach us day or night, " +
            "including weekends and holidays.",
        },
        {
          title: template("Reply Within {replyHours} Hours"),
          description:
            "Every call, e-mail and web message gets a prompt answer from a member of our legal team, so " +
            "you are never left wondering what happens next.",
        },
        {
          title: "All of California",
          description:
            "We represent clients throughout the state, and we can meet by phone, by video or in person, " +
            "whichever is easiest for you.",
        },
      ],
    },
  },
  services: {
    heading: "How We Can Help",
    intro:
      "From serious accidents to workplace harassment and business disputes, we handle a wide range of " +
      "personal injury and civil cases. Choose a practice area to learn how we can help.",
  },
  finalCta: {
    heading: "Ready to Talk About Your Case?",
    text:
      "California law sets strict deadlines for most claims, and evidence can disappear quickly. The " +
      "sooner you reach out, the sooner we can protect your rights. Call, e-mail or send us a message today.",
    button: "Contact Us Today",
    phoneLabel: "Call us toll-free",
    emailLabel: "E-mail us",
  },
  contactSection: {
    heading: "Get Your Free Case Review",
    intro: template(
      "Fill out the short form below and our legal team will contact you within {replyHours} hours.",
    ),
    confidentiality:
      "What you share with us to seek legal advice is treated as confidential, even if you decide not to " +
      "hire us. Sending this form does not by itself make us your lawyers.",
  },
};

export type HomeCopy = typeof en;

const es: HomeCopy = {
  hero: {
    title: "Abogados de lesiones en California que luchan por usted",
    subtitle: "Asesoría compasiva, defensa firme y respuestas claras cuando más las necesita.",
    description:
      "Si usted se lesionó por el descuido de otra persona, perdió a un ser querido o sufrió un trato " +
      "injusto en el trabajo, no tiene que enfrentarse solo a las aseguradoras y a sus abogados. Cuéntenos " +
      "qué pasó y le explicaremos sus derechos y opciones con palabras sencillas.",
    primaryButton: "Obtenga su consulta gratuita",
    callNow: "Llame ahora",
    callNowAriaLabel: template("Llame ahora: {phone}"),
    video: { pause: "Pausar el video de fondo", play: "Reproducir el video de fondo" },
  },
  attorneysBand: {
    heading: "Abogados de su lado",
    text:
      "Después de un accidente, la compañía de seguros ya tiene un equipo trabajando para proteger sus " +
      "intereses. Usted merece un equipo que trabaje con la misma dedicación para usted. Investigamos, " +
      "negociamos y, cuando es necesario, vamos a juicio por las personas lesionadas y sus familias, y le " +
      "mantenemos informado en cada paso.",
    highlights: [
      {
        title: template("{years} años"),
        description: "de experiencia en casos de lesiones y litigio civil",
      },
      { title: template("Más de {recovered}"), description: "recuperados para nuestros clientes" },
      { title: "Disponibles 24/7", description: "para asuntos urgentes, incluso noches y fines de semana" },
    ],
  },
  process: {
    heading: "Su caso de principio a fin",
    intro:
      "Cada caso es diferente, pero ninguno debería ser un misterio para usted. Así le acompañamos desde " +
      "la primera llamada hasta la resolución de su caso.",
    steps: [
      {
        title: "Consulta gratuita",
        description:
          "Cuéntenos qué pasó en una conversación confidencial y sin compromiso. Le escuchamos, " +
          "respondemos sus preguntas y le explicamos sus derechos y opciones con palabras sencillas.",
      },
      {
        title: "Investigación",
        description:
          "Actuamos rápido para reunir informes policiales, fotos, videos y declaraciones de testigos " +
          "antes de que se pierdan, e identificamos a todos los que podrían ser responsables.",
      },
      {
        title: "Atención médica y documentación",
        description:
          "Le ayudamos a recibir el tratamiento que necesita y nos aseguramos de documentar cada " +
          "diagnóstico, tratamiento y gasto, porque su expediente médico es la base de su reclamo.",
      },
      {
        title: "Reclamo y carta de demanda",
        description:
          "Presentamos los reclamos necesarios y enviamos a las aseguradoras una carta de demanda " +
          "detallada con los hechos, sus lesiones y el alcance total de sus pérdidas.",
      },
      {
        title: "Negociación",
        description:
          "Negociamos con firmeza con las aseguradoras y los abogados de la defensa y rechazamos las " +
          "ofertas rápidas y bajas. Nunca le presionaremos para llegar a un acuerdo: la decisión final " +
          "siempre es suya.",
      },
      {
        title: "Litigio, si es necesario",
        description:
          "Si la otra parte no ofrece un acuerdo justo, estamos preparados para presentar una demanda, " +
          "tomar declaraciones juradas, trabajar con peritos y defender su caso ante el tribunal.",
      },
      {
        title: "Resolución y recuperación",
        description:
          "Cuando su caso se resuelve, nos encargamos de los trámites, gestionamos los gravámenes " +
          "médicos y le explicamos cada cifra antes de que reciba su parte de la compensación.",
      },
    ],
  },
  journey: {
    heading: "Comience su camino hacia la recuperación",
    text:
      "No tiene que resolver esto solo. Solicite una consulta gratuita y un miembro de nuestro equipo " +
      "legal revisará su situación y se comunicará con usted. Para asuntos urgentes, llámenos a cualquier " +
      "hora, de día o de noche.",
    button: "Solicite una consulta gratuita",
    phoneLabel: "Llámenos sin costo",
    emailLabel: "Escríbanos",
  },
  aboutSection: {
    heading: "Un bufete basado en la confianza",
    quotes: [
      {
        text:
          "Cada cliente que llega a nosotros está pasando por uno de los momentos más difíciles de su " +
          "vida. Merece un abogado que le escuche, le diga la verdad y luche por él como si fuera de la " +
          "familia.",
        attribution: template("{attorney}, abogada fundadora"),
      },
      {
        text:
          "Siempre nos devolvieron las llamadas, nos explicaron cada paso y trataron a mi familia con " +
          "respeto. Por primera vez desde el accidente, sentí que alguien de verdad estaba de nuestro lado.",
        attribution: "Cliente de Anaheim",
      },
    ],
    founderLine: template(
      "Fundado por {attorney}, {firmName} lleva {years} años defendiendo a los lesionados de California.",
    ),
    learnMore: "Conozca más sobre nosotros",
    whyUs: {
      heading: "Por qué nos eligen nuestros clientes",
      reasons: [
        {
          title: "Sin honorarios si no ganamos",
          description:
            "No paga nada por adelantado en su caso de lesiones. Nuestros honorarios son un porcentaje " +
            "del acuerdo o de la sentencia, así que solo cobramos si obtenemos una compensación para usted.",
        },
        {
          title: "Consulta gratuita",
          description:
            "Hable con nosotros sobre su caso de lesiones o laboral sin costo y sin compromiso. Le daremos " +
            "una evaluación honesta de sus opciones.",
        },
        {
          title: template("{years} años de experiencia"),
          description:
            "Hemos llevado casos de lesiones, laborales y civiles de todo tamaño, desde reclamos sencillos " +
            "hasta litigios complejos contra grandes empresas y sus aseguradoras.",
        },
        {
          title: "Equipo bilingüe",
          description:
            "Nuestro equipo habla inglés y español, para que usted pueda hablar de su caso en el idioma " +
            "en que se sienta más cómodo, sin necesidad de intérprete.",
        },
        {
          title: "Disponibles 24/7",
          description:
            "Los accidentes no respetan horarios de oficina. Para asuntos urgentes, puede comunicarse con " +
            "nosotros de día o de noche, incluso fines de semana y días festivos.",
        },
        {
          title: template("Respuesta en menos de {replyHours} horas"),
          description:
            "Cada llamada, correo electrónico y mensaje en línea recibe una respuesta oportuna de un " +
            "miembro de nuestro equipo legal, para que nunca se quede sin saber qué sigue.",
        },
        {
          title: "En todo California",
          description:
            "Representamos a clientes en todo el estado y podemos reunirnos por teléfono, por " +
            "videollamada o en persona, como le resulte más cómodo.",
        },
      ],
    },
  },
  services: {
    heading: "Cómo podemos ayudarle",
    intro:
      "Desde accidentes graves hasta acoso laboral y disputas comerciales, atendemos una amplia " +
      "variedad de casos de lesiones personales y litigio civil. Elija un área de práctica para saber " +
      "cómo podemos ayudarle.",
  },
  finalCta: {
    heading: "¿Listo para hablar de su caso?",
    text:
      "La ley de California fija plazos estrictos para la mayoría de los reclamos, y las pruebas pueden " +
      "desaparecer rápidamente. Mientras antes se comunique con nosotros, antes podremos proteger sus " +
      "derechos. Llámenos, escríbanos o envíenos un mensaje hoy mismo.",
    button: "Contáctenos hoy",
    phoneLabel: "Llámenos sin costo",
    emailLabel: "Escríbanos",
  },
  contactSection: {
    heading: "Solicite una revisión gratuita de su caso",
    intro: template(
      "Complete el formulario y nuestro equipo legal se comunicará con usted en menos de {replyHours} horas.",
    ),
    confidentiality:
      "Lo que comparta con nosotros para obtener asesoría legal se trata de forma confidencial, aunque " +
      "decida no contratarnos. Enviar este formulario no establece por sí solo una relación abogado-cliente.",
  },
};

export const home: PerLocale<HomeCopy> = { en, es };
