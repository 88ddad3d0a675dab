import { feeClaim } from "../fee-claims.ts";
import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  meta: {
    title: template("Contact Us | {firmName}"),
    description:
      "Our injury and civil litigation attorneys: free consultation for injury and employment cases, no " +
      "fee unless we win, urgent help around the clock.",
  },
  hero: {
    title: "Contact Us",
    subtitle: template(
      "Tell us what happened. Our legal team will get back to you within {replyHours} hours.",
    ),
    callNow: "Call Now",
    consultation: "Request a Free Consultation",
  },
  form: {
    heading: "Send Us a Message",
    intro: "Fill out the form below and our legal team will review your message and contact you promptly.",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail address",
      phone: "Phone number",
      caseType: "Type of case",
      urgency: "How urgent is your matter?",
      message: "Tell us about your case",
    },
    submit: "Send Message",
    sending: "Sending Request...",
    successTitle: "Message sent successfully!",
    successMessage: template(
      "We'll contact you within {replyHours} hours. Your message went directly to our legal team.",
    ),
    errorTitle: "There was an error sending your message.",
    errorMessage: template("Please try again, or call us directly at {phone} or write to {email}."),
  },
  info: feeClaim({
    heading: "Contact Information",
    tollFreeLabel: "Toll-free",
    officeLabel: "Office",
    emailLabel: "General information",
    hoursHeading: "Office Hours",
    hours: {
      weekdays: "Monday – Friday: 9:00 AM – 5:00 PM",
      saturday: "Saturday: 9:00 AM – 4:00 PM",
      sunday: "Sunday: By appointment",
    },
    urgentNote: "Available 24/7 for urgent matters.",
    addressHeading: "Office Address",
    parkingNote: "Free parking is available in the building's parking lot, including visitor spaces.",
    whyHeading: "Why Choose Us",
    whyPoints: [
      "No fee unless we win your case",
      "Free, confidential first consultation for injury and employment cases (business disputes: by " +
        "appointment, not free)",
      "Personal attention from experienced attorneys",
      "A full team of paralegals, investigators and experts",
      "Help around the clock for urgent matters",
    ],
  }),
  location: {
    heading: "Visit Our Office",
    intro: template("Visit us at our office in {city}, or meet with us by phone or video call."),
    map: {
      title: "Map showing our office location",
      button: "Show map",
      buttonHint: "Load the map from Google Maps",
      note: "Loading the map connects your browser to Google, which may collect data about your visit.",
    },
    directionsHeading: "Driving Directions",
    directions: [
      {
        from: "From I-5 (Santa Ana Freeway)",
        steps:
          "Take the Harbor Blvd. exit and head north. Stay on Harbor Blvd. through Anaheim and past SR-91, " +
          "then continue through downtown to our office.",
      },
      {
        from: "From SR-91 (Riverside Freeway)",
        steps:
          "Take the Harbor Blvd. exit and head north. Continue about 2.5 miles on Harbor Blvd., through " +
          "downtown, to our office.",
      },
    ],
    arrival: template("Our office is at {street}, {city}."),
    getDirections: "Get directions",
  },
};

export type ContactPageCopy = typeof en;

const es: ContactPageCopy = {
  meta: {
    title: template("Contáctenos | {firmName}"),
    description:
      "Abogados de lesiones y litigio civil: consulta gratuita en casos de lesiones y laborales, sin " +
      "honorarios si no ganamos y ayuda urgente a toda hora.",
  },
  hero: {
    title: "Contáctenos",
    subtitle: template(
      "Cuéntenos qué pasó. Nuestro equipo legal le responderá en menos de {replyHours} horas.",
    ),
    callNow: "Llame ahora",
    consultation: "Solicite una consulta gratuita",
  },
  form: {
    heading: "Envíenos un mensaje",
    intro:
      "Complete el siguiente formulario y nuestro equipo legal revisará su mensaje y se comunicará con " +
      "usted a la brevedad.",
    labels: {
      firstName: "Nombre",
      lastName: "Apellidos",
      email: "Correo electrónico",
      phone: "Número de teléfono",
      caseType: "Tipo de caso",
      urgency: "¿Qué tan urgente es su asunto?",
      message: "Cuéntenos sobre su caso",
    },
    submit: "Enviar mensaje",
    sending: "Enviando solicitud...",
    successTitle: "¡Mensaje enviado con éxito!",
    successMessage: template(
      "Le responderemos en menos de {replyHours} horas. Su mensaje llegó directo a nuestro equipo legal.",
    ),
    errorTitle: "Hubo un error al enviar su mensaje.",
    errorMessage: template(
      "Por favor, inténtelo de nuevo, o llámenos directamente al {phone} o escríbanos a {email}.",
    ),
  },
  info: feeClaim({
    heading: "Información de contacto",
    tollFreeLabel: "Línea sin costo",
    officeLabel: "Oficina",
    emailLabel: "Información general",
    hoursHeading: "Horario de atención",
    hours: {
      weekdays: "Lunes a viernes: 9:00 a.m. – 5:00 p.m.",
      saturday: "Sábado: 9:00 a.m. – 4:00 p.m.",
      sunday: "Domingo: con cita previa",
    },
    urgentNote: "Disponibles las 24 horas, los 7 días de la semana, para asuntos urgentes.",
    addressHeading: "Dirección de la oficina",
    parkingNote: "Hay estacionamiento gratuito en el edificio, incluidos espacios para visitantes.",
    whyHeading: "¿Por qué elegirnos?",
    whyPoints: [
      "Sin honorarios si no ganamos su caso",
      "Primera consulta gratuita y confidencial en casos de lesiones y laborales (disputas comerciales: " +
        "con cita previa, no gratuita)",
      "Atención personalizada de abogados con experiencia",
      "Un equipo completo de paralegales, investigadores y peritos",
      "Ayuda a cualquier hora para asuntos urgentes",
    ],
  }),
  location: {
    heading: "Visite nuestra oficina",
    intro: template(
      "Visítenos en nuestra oficina de {city} o reúnase con nosotros por teléfono o videollamada.",
    ),
    map: {
      title: "Mapa con la ubicación de nuestra oficina",
      button: "Mostrar mapa",
      buttonHint: "Cargar el mapa desde Google Maps",
      note: "Al cargar el mapa, su navegador se conecta con Google, que puede recopilar datos de su visita.",
    },
    directionsHeading: "Cómo llegar en auto",
    directions: [
      {
        from: "Desde la I-5 (Santa Ana Freeway)",
        steps:
          "Tome la salida de Harbor Blvd. y diríjase hacia el norte. Siga por Harbor Blvd. a través de " +
          "Anaheim, pase la SR-91 y continúe por el centro hasta nuestra oficina.",
      },
      {
        from: "Desde la SR-91 (Riverside Freeway)",
        steps:
          "Tome la salida de Harbor Blvd. y diríjase hacia el norte. Continúe unas dos millas y media por " +
          "Harbor Blvd., cruzando el centro, hasta nuestra oficina.",
      },
    ],
    arrival: template("Nuestra oficina está en {street}, {city}."),
    getDirections: "Cómo llegar",
  },
};

export const contactPage: PerLocale<ContactPageCopy> = { en, es };
