import { feeClaim } from "../fee-claims.ts";
import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  meta: {
    title: template("Free Consultation | {firmName}"),
    description:
      "Request a confidential consultation, free for injury and employment cases. No fee unless we win, " +
      "and help around the clock for urgent matters.",
  },
  hero: feeClaim({
    title: "Request Your Free Consultation",
    subtitle:
      "Tell us about your case. The consultation is free and confidential, there is no obligation, and " +
      "you pay no fee unless we win.",
    emergencyCall: template("Urgent legal matter? Call {phone} now"),
    call911: "If someone is in danger or needs emergency medical care, call 911.",
    availability: "Available 24/7 for urgent matters",
  }),
  form: {
    selectPlaceholder: "Select an option",
    groups: {
      personal: {
        title: "Personal Information",
        intro: "Tell us who you are and how we can reach you.",
      },
      case: {
        title: "Case Information",
        intro: "Share the basic facts of what happened. Approximate details are fine.",
      },
      legal: {
        title: "Legal & Insurance",
        intro: "Let us know who else is already involved in your matter.",
      },
      financial: {
        title: "Financial Impact",
        intro: "Help us understand how the incident has affected you financially.",
      },
      preferences: {
        title: "Contact Preferences",
        intro: "Tell us how and when you would like us to reach you.",
      },
      additional: {
        title: "Additional Information",
        intro: "Anything else that could help us evaluate your case.",
      },
    },
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail address",
      phone: "Primary phone",
      alternatePhone: "Alternate phone",
      caseType: "Type of case",
      incidentDate: "Date of incident",
      incidentLocation: "Location of incident",
      caseDescription: "Describe what happened",
      injurySeverity: "Severity of injuries",
      medicalTreatment: "Medical treatment received",
      hasLawyer: "Do you currently have a lawyer?",
      insuranceCompany: "Insurance company",
      insuranceClaim: "Has an insurance claim been filed?",
      policeReport: "Was a police report filed?",
      preferredContactMethod: "Preferred contact method",
      preferredContactTime: "Best time to contact you",
      urgency: "How urgent is your matter?",
      availableDates: "When are you available for a consultation?",
      estimatedDamages: "Estimated damages",
      lostWages: "Lost wages",
      witnesses: "Were there any witnesses?",
      additionalInfo: "Additional information",
    },
    hints: {
      alternatePhone: "Another number where we can reach you, if you have one.",
      incidentDate: "An approximate date is fine.",
      incidentLocation: "City, street or intersection where it happened.",
      caseDescription: "Include what happened, who was involved and how it has affected you.",
      insuranceCompany: "The name of any insurance company involved, if you know it.",
      availableDates: "For example: weekday mornings, or specific dates and times.",
      estimatedDamages:
        "Include medical bills, property damage and other losses. Your best estimate is fine.",
      witnesses: "Names and contact information, if you have them.",
      additionalInfo: "Anything else you think we should know.",
    },
    submitBox: {
      heading: "Ready to Submit?",
      text: template("Our legal team will review your request and contact you within {replyHours} hours."),
      note: "The consultation is free for injury and employment cases, and there is no obligation.",
      submit: "Request Free Consultation",
      sending: "Submitting Request...",
    },
    successTitle: "Consultation Request Submitted!",
    successMessage: template(
      "We'll contact you within {replyHours} hours. Your request went directly to our legal team.",
    ),
    errorTitle: "There was an error submitting your request.",
    errorMessage: template("Please try again, or call us directly at {phone} or write to {email}."),
  },
  privacy: {
    heading: "Your Privacy Is Protected",
    text:
      "What you share in this form to seek legal help is kept confidential, whether or not you hire us. We " +
      "use your information only to review your case and contact you.",
  },
  immediateAssistance: {
    heading: "Need Immediate Assistance?",
    text:
      "If your matter cannot wait, call us now. For urgent matters we are available 24 hours a day, " +
      "7 days a week. You can also send us an e-mail.",
    call: "Call Now",
    email: "Send Us an E-mail",
  },
};

export type ConsultationCopy = typeof en;

const es: ConsultationCopy = {
  meta: {
    title: template("Consulta gratuita | {firmName}"),
    description:
      "Solicite una consulta confidencial, gratuita en casos de lesiones y laborales. Sin honorarios si " +
      "no ganamos y ayuda a toda hora para asuntos urgentes.",
  },
  hero: feeClaim({
    title: "Solicite su consulta gratuita",
    subtitle:
      "Cuéntenos sobre su caso. La consulta es gratuita y confidencial, no tiene ningún compromiso y " +
      "usted no paga honorarios si no ganamos.",
    emergencyCall: template("¿Su asunto legal es urgente? Llame ahora al {phone}"),
    call911: "Si hay peligro o una emergencia médica, llame al 911.",
    availability: "Disponibles las 24 horas, los 7 días de la semana, para asuntos urgentes",
  }),
  form: {
    selectPlaceholder: "Seleccione una opción",
    groups: {
      personal: {
        title: "Información personal",
        intro: "Díganos quién es usted y cómo podemos comunicarnos con usted.",
      },
      case: {
        title: "Información del caso",
        intro: "Compártanos los datos básicos de lo que sucedió. Basta con detalles aproximados.",
      },
      legal: {
        title: "Asuntos legales y seguros",
        intro: "Indíquenos quién más participa ya en su caso.",
      },
      financial: {
        title: "Impacto económico",
        intro: "Ayúdenos a entender cómo le ha afectado económicamente el incidente.",
      },
      preferences: {
        title: "Preferencias de contacto",
        intro: "Díganos cómo y cuándo prefiere que nos comuniquemos con usted.",
      },
      additional: {
        title: "Información adicional",
        intro: "Cualquier otro dato que nos ayude a evaluar su caso.",
      },
    },
    labels: {
      firstName: "Nombre",
      lastName: "Apellidos",
      email: "Correo electrónico",
      phone: "Teléfono principal",
      alternatePhone: "Teléfono alternativo",
      caseType: "Tipo de caso",
      incidentDate: "Fecha del incidente",
      incidentLocation: "Lugar del incidente",
      caseDescription: "Describa lo que sucedió",
      injurySeverity: "Gravedad de las lesiones",
      medicalTreatment: "Tratamiento médico recibido",
      hasLawyer: "¿Tiene abogado actualmente?",
      insuranceCompany: "Compañía de seguros",
      insuranceClaim: "¿Se ha presentado un reclamo al seguro?",
      policeReport: "¿Se presentó un reporte policial?",
      preferredContactMethod: "Medio de contacto preferido",
      preferredContactTime: "Mejor horario para comunicarnos con usted",
      urgency: "¿Qué tan urgente es su asunto?",
      availableDates: "¿Cuándo está disponible para una consulta?",
      estimatedDamages: "Daños estimados",
      lostWages: "Salarios perdidos",
      witnesses: "¿Hubo testigos?",
      additionalInfo: "Información adicional",
    },
    hints: {
      alternatePhone: "Otro número donde podamos localizarle, si lo tiene.",
      incidentDate: "Una fecha aproximada es suficiente.",
      incidentLocation: "Ciudad, calle o intersección donde ocurrió.",
      caseDescription: "Incluya qué sucedió, quiénes estuvieron involucrados y cómo le ha afectado.",
      insuranceCompany: "El nombre de la compañía de seguros involucrada, si lo sabe.",
      availableDates: "Por ejemplo: entre semana por la mañana, o fechas y horarios específicos.",
      estimatedDamages:
        "Incluya gastos médicos, daños a la propiedad y otras pérdidas. Basta con un cálculo aproximado.",
      witnesses: "Nombres y datos de contacto, si los tiene.",
      additionalInfo: "Cualquier otra cosa que considere que debemos saber.",
    },
    submitBox: {
      heading: "¿Todo listo para enviar su solicitud?",
      text: template(
        "Nuestro equipo legal revisará su solicitud y le responderá en menos de {replyHours} horas.",
      ),
      note: "La consulta es gratuita en casos de lesiones y laborales, y no tiene ningún compromiso.",
      submit: "Solicitar consulta gratuita",
      sending: "Enviando solicitud...",
    },
    successTitle: "¡Solicitud de consulta enviada!",
    successMessage: template(
      "Le responderemos en menos de {replyHours} horas. Su solicitud llegó directo a nuestro equipo legal.",
    ),
    errorTitle: "Hubo un error al enviar su solicitud.",
    errorMessage: template(
      "Por favor, inténtelo de nuevo, o llámenos directamente al {phone} o escríbanos a {email}.",
    ),
  },
  privacy: {
    heading: "Su privacidad está protegida",
    text:
      "Lo que nos cuente en este formulario para buscar ayuda legal se mantiene confidencial, nos contrate o " +
      "no. Usamos su información únicamente para revisar su caso y comunicarnos con usted.",
  },
  immediateAssistance: {
    heading: "¿Necesita ayuda inmediata?",
    text:
      "Si su asunto no puede esperar, llámenos ahora. Para asuntos urgentes estamos disponibles las 24 " +
      "horas del día, los 7 días de la semana. También puede enviarnos un correo electrónico.",
    call: "Llame ahora",
    email: "Envíenos un correo electrónico",
  },
};

export const consultation: PerLocale<ConsultationCopy> = { en, es };
