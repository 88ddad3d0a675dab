import type { PerLocale } from "../locale.ts";
import { type Template, template } from "../template.ts";

export type LegalContact = Template<"firmName" | "address" | "phone" | "email">;

/** One section of a legal page (privacy policy, accessibility statement). */
export type LegalSection = {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Bulleted list shown after the paragraphs. */
  readonly items?: readonly string[];
  /** Contact details shown last in the section. */
  readonly contact?: LegalContact;
};

const en = {
  meta: {
    title: template("Privacy Policy | {firmName}"),
    description:
      "How we collect, use and protect the information you share through this website, and your privacy " +
      "rights as a California resident.",
  },
  title: "Privacy Policy",
  lastUpdated: "Last updated: November 2026",
  intro: template(
    "This policy explains how {firmName} (“we”) collects, uses and protects your personal information.",
  ),
  sections: [
    {
      title: "Information We Collect",
      paragraphs: [
        "Information you give us. When you fill out a form, call us or e-mail us, you may give us your " +
          "name, e-mail address, phone numbers, preferred contact method and times, and a description of " +
          "your situation. The consultation form also asks about the incident, injuries and medical " +
          "treatment, insurance, police reports, estimated damages, lost wages and witnesses. Some of " +
          "this, such as health information, is sensitive personal information. You decide how much to " +
          "share.",
        "Information collected automatically. Like most websites, our servers record basic technical data " +
          "when you visit, such as your IP address, browser and device type, the pages you request and the " +
          "date and time. We use it to deliver the site, keep it secure and fix problems.",
        "Settings stored on your device. The site remembers your language, your accessibility settings and " +
          "whether you closed the relocation notice by saving them in your browser. These settings stay on " +
          "your device and are not sent to us.",
        "No advertising or tracking. We do not use advertising cookies, tracking pixels or cross-site " +
          "analytics. Third-party content that could collect data about you, such as the map on our " +
          "contact page, loads only when you ask for it; once loaded, the map provider receives your IP " +
          "address and browser data under its own privacy policy. Some images and videos are delivered by " +
          "hosting providers that receive the technical data your browser sends to fetch them; they act as " +
          "our service providers.",
      ],
    },
    {
      title: "How We Use Your Information",
      paragraphs: [
        "We use personal information only for the purposes below. We do not use it for advertising or to " +
          "build profiles about you.",
      ],
      items: [
        "To respond to your message or consultation request and contact you the way you prefer.",
        "To evaluate your legal matter, check for conflicts of interest and, if we agree to represent you, " +
          "handle your case.",
        "To call or text you about your inquiry, if you agreed to it.",
        "To operate, secure and improve this website and to prevent fraud and spam.",
        "To meet our legal and professional obligations.",
      ],
    },
    {
      title: "Why We Process It, and Attorney-Client Confidentiality",
      paragraphs: [
        "We process personal information because you asked us to respond to you, to take the steps needed " +
          "before we can represent you, to comply with the law and the rules that govern California " +
          "lawyers, and to keep this website running safely.",
        "Contacting us through this website, by e-mail or by phone does not by itself create an " +
          "attorney-client relationship. That relationship begins only when we agree to represent you, " +
          "normally in a written agreement signed by you and the firm.",
        "We treat what you tell us about a possible case as confidential and use it only to evaluate your " +
          "matter. Once we represent you, your communications with us are also protected by the " +
          "attorney-client privilege and by our duty of confidentiality under California law. Because we " +
          "must first check for conflicts of interest, please share only a summary of your situation until " +
          "we confirm that we can help you.",
      ],
    },
    {
      title: "How We Share Your Information",
      paragraphs: [
        "We do not sell your personal information, and we do not share it for cross-context behavioral " +
          "advertising, as the California Consumer Privacy Act defines those terms. We have not done so in " +
          "the past 12 months. We disclose personal information only in these cases:",
      ],
      items: [
        "To service providers that host the website and our data, deliver e-mail and messages, and help us " +
          "manage our practice, under contracts that allow them to use it only to serve us.",
        "To experts, investigators, insurers, courts, opposing parties and others as needed to handle your " +
          "case, once we represent you and as you authorize.",
        "When the law requires it, such as in response to a valid subpoena or court order, or to protect " +
          "the rights and safety of our clients, our firm or others.",
        "To a successor firm if our practice is merged or transferred, subject to our duty of " +
          "confidentiality.",
      ],
    },
    {
      title: "How Long We Keep It",
      paragraphs: [
        "We keep personal information only as long as we need it for the purposes in this policy. If we do " +
          "not take your case, we keep a limited record of your inquiry so that we can check for conflicts " +
          "of interest and meet our professional obligations, and we delete the rest when it is no longer " +
          "needed. If we represent you, we keep your client file for as long as the law and the rules for " +
          "California lawyers require. Server logs are kept for a short time for security and then deleted.",
      ],
    },
    {
      title: "How We Protect It",
      paragraphs: [
        "We use reasonable administrative, technical and physical safeguards, including encrypted (HTTPS) " +
          "connections, access limited to people who need the information, and service providers bound to " +
          "protect it. No method of sending or storing data is completely secure, so we cannot guarantee " +
          "absolute security.",
        "Please do not send medical records, identification numbers or other highly sensitive documents " +
          "through the website forms. When we need them, we will arrange a secure way to receive them.",
      ],
    },
    {
      title: "Your California Privacy Rights",
      paragraphs: [
        "If you are a California resident, the California Consumer Privacy Act, as amended by the " +
          "California Privacy Rights Act (together, the CCPA), gives you these rights over your personal " +
          "information:",
      ],
      items: [
        "Right to know: ask what personal information we have collected about you, where it came from, why " +
          "we collected it and to whom we disclosed it, and receive a copy of it.",
        "Right to delete: ask us to delete personal information we collected from you.",
        "Right to correct: ask us to correct personal information that is inaccurate.",
        "Right to opt out of sale or sharing: we do not sell or share personal information, so there is " +
          "nothing to opt out of. We treat a Global Privacy Control signal from your browser as a valid " +
          "opt-out request.",
        "Right to limit the use of sensitive personal information: we use sensitive information, such as " +
          "health details you give us, only to evaluate and handle your matter and as the law otherwise " +
          "allows, never to infer characteristics about you.",
        "Right to non-discrimination: we will not treat you differently for exercising any of these rights.",
      ],
    },
    {
      title: "How to Exercise Your Rights",
      paragraphs: [
        "You, or an agent you authorize, can make a request by e-mail or phone using the contact details " +
          "below. We will confirm that we received it within 10 business days and respond within 45 " +
          "calendar days; if we need more time, we will tell you why.",
        "To protect your information, we verify your identity by matching details you give us, such as " +
          "your name, e-mail address or phone number, with the information we already hold. An authorized " +
          "agent must show your written permission, and we may ask you to confirm your identity directly.",
        "Some requests are limited by law. For example, we may keep information we need to meet legal " +
          "obligations, to protect confidential client matters, or to establish or defend legal claims. If " +
          "we cannot fully honor a request, we will explain why.",
      ],
      contact: template(
        "E-mail {email} or call us toll-free at {phone}. You may also write to {firmName}, {address}.",
      ),
    },
    {
      title: "Children's Privacy",
      paragraphs: [
        "This website is not directed to children under 16, and we do not knowingly collect personal " +
          "information from them through it. If a child has been injured, a parent or guardian should " +
          "contact us on the child's behalf. If you believe a child has sent us information, let us know " +
          "and we will delete it.",
      ],
    },
    {
      title: "Changes to This Policy",
      paragraphs: [
        "We review this policy at least once a year and may update it at any time. When we do, we post the " +
          "new version on this page and change the date at the top.",
      ],
    },
    {
      title: "Contact Us",
      paragraphs: [
        "If you have questions about this policy or about how we handle your personal information, please " +
          "contact us:",
      ],
      contact: template("{firmName}, {address}. Toll-free: {phone}. E-mail: {email}."),
    },
  ] satisfies readonly LegalSection[],
};

export type PrivacyPolicyCopy = typeof en;

const es: PrivacyPolicyCopy = {
  meta: {
    title: template("Política de privacidad | {firmName}"),
    description:
      "Cómo recopilamos, usamos y protegemos la información que usted comparte en este sitio web, y sus " +
      "derechos de privacidad como residente de California.",
  },
  title: "Política de privacidad",
  lastUpdated: "Última actualización: noviembre de 2026",
  intro: template("Esta política explica cómo {firmName} recopila, usa y protege su información personal."),
  sections: [
    {
      title: "Información que recopilamos",
      paragraphs: [
        "Información que usted nos da. Cuando llena un formulario, nos llama o nos escribe, puede " +
          "proporcionarnos su nombre, correo electrónico, números de teléfono, el medio y horario de " +
          "contacto que prefiere y una descripción de su situación. El formulario de consulta también " +
          "pregunta por el incidente, las lesiones y el tratamiento médico, el seguro, el informe " +
          "policial, los daños estimados, los salarios perdidos y los testigos. Parte de esta información, " +
          "como la de salud, es información personal delicada. Usted decide cuánto compartir.",
        "Información que se recopila automáticamente. Como la mayoría de los sitios web, nuestros " +
          "servidores registran datos técnicos básicos durante su visita, como su dirección IP, el tipo de " +
          "navegador y de dispositivo, las páginas que solicita y la fecha y hora. Los usamos para mostrar " +
          "el sitio, mantenerlo seguro y corregir fallas.",
        "Preferencias guardadas en su dispositivo. El sitio recuerda su idioma, su configuración de " +
          "accesibilidad y si cerró el aviso de mudanza, guardándolos en su navegador. Estas preferencias " +
          "permanecen en su dispositivo y no se nos envían.",
        "Sin publicidad ni rastreo. No usamos cookies publicitarias, píxeles de seguimiento ni analítica " +
          "entre sitios. El contenido de terceros que podría recopilar datos sobre usted, como el mapa de " +
          "nuestra página de contacto, solo se carga cuando usted lo pide; una vez cargado, el proveedor " +
          "del mapa recibe su dirección IP y datos de su navegador según su propia política de privacidad. " +
          "Algunas imágenes y videos se entregan desde proveedores de alojamiento que reciben los datos " +
          "técnicos que su navegador envía para obtenerlos; actúan como nuestros proveedores de servicios.",
      ],
    },
    {
      title: "Cómo usamos su información",
      paragraphs: [
        "Usamos la información personal solo para los fines que se indican a continuación. No la usamos " +
          "para publicidad ni para crear perfiles sobre usted.",
      ],
      items: [
        "Para responder a su mensaje o solicitud de consulta y comunicarnos con usted como lo prefiera.",
        "Para evaluar su asunto legal, verificar posibles conflictos de intereses y, si aceptamos " +
          "representarle, llevar su caso.",
        "Para llamarle o enviarle mensajes de texto sobre su solicitud, si usted lo autorizó.",
        "Para operar, proteger y mejorar este sitio web y prevenir el fraude y el correo no deseado.",
        "Para cumplir nuestras obligaciones legales y profesionales.",
      ],
    },
    {
      title: "Por qué tratamos su información y la confidencialidad abogado-cliente",
      paragraphs: [
        "Tratamos la información personal porque usted nos pidió que le respondiéramos, para dar los pasos " +
          "necesarios antes de poder representarle, para cumplir la ley y las normas que rigen a los " +
          "abogados de California, y para mantener este sitio web funcionando de forma segura.",
        "Comunicarse con nosotros a través de este sitio web, por correo electrónico o por teléfono no " +
          "crea por sí solo una relación abogado-cliente. Esa relación comienza únicamente cuando " +
          "aceptamos representarle, normalmente mediante un contrato escrito firmado por usted y el " +
          "despacho.",
        "Tratamos como confidencial lo que nos cuente sobre un posible caso y lo usamos solo para evaluar " +
          "su asunto. Una vez que le representamos, sus comunicaciones con nosotros también están " +
          "protegidas por el privilegio abogado-cliente y por nuestro deber de confidencialidad conforme a " +
          "la ley de California. Como primero debemos verificar posibles conflictos de intereses, le " +
          "pedimos que comparta solo un resumen de su situación hasta que confirmemos que podemos ayudarle.",
      ],
    },
    {
      title: "Cómo compartimos su información",
      paragraphs: [
        "No vendemos su información personal ni la compartimos para publicidad conductual entre contextos, " +
          "según definen esos términos la Ley de Privacidad del Consumidor de California. No lo hemos " +
          "hecho en los últimos 12 meses. Solo divulgamos información personal en estos casos:",
      ],
      items: [
        "A proveedores de servicios que alojan el sitio web y nuestros datos, envían correos y mensajes y " +
          "nos ayudan a administrar el despacho, mediante contratos que solo les permiten usarla para " +
          "prestarnos sus servicios.",
        "A peritos, investigadores, aseguradoras, tribunales, contrapartes y otras personas, según sea " +
          "necesario para llevar su caso, una vez que le representemos y con su autorización.",
        "Cuando la ley lo exija, por ejemplo ante una citación judicial u orden judicial válida, o para " +
          "proteger los derechos y la seguridad de nuestros clientes, del despacho o de otras personas.",
        "A un despacho sucesor si nuestra práctica se fusiona o se transfiere, siempre sujeto a nuestro " +
          "deber de confidencialidad.",
      ],
    },
    {
      title: "Cuánto tiempo la conservamos",
      paragraphs: [
        "Conservamos la información personal solo mientras la necesitemos para los fines de esta política. " +
          "Si no tomamos su caso, guardamos un registro limitado de su solicitud para poder verificar " +
          "conflictos de intereses y cumplir nuestras obligaciones profesionales, y eliminamos el resto " +
          "cuando ya no lo necesitamos. Si le representamos, conservamos su expediente durante el tiempo " +
          "que exigen la ley y las normas para los abogados de California. Los registros del servidor se " +
          "guardan por poco tiempo por motivos de seguridad y luego se eliminan.",
      ],
    },
    {
      title: "Cómo la protegemos",
      paragraphs: [
        "Aplicamos medidas de seguridad administrativas, técnicas y físicas razonables, como conexiones " +
          "cifradas (HTTPS), acceso limitado a las personas que necesitan la información y proveedores de " +
          "servicios obligados a protegerla. Ningún método para enviar o guardar datos es completamente " +
          "seguro, por lo que no podemos garantizar una seguridad absoluta.",
        "Le pedimos que no envíe expedientes médicos, números de identificación ni otros documentos muy " +
          "delicados a través de los formularios del sitio. Cuando los necesitemos, acordaremos con usted " +
          "una forma segura de recibirlos.",
      ],
    },
    {
      title: "Sus derechos de privacidad en California",
      paragraphs: [
        "Si usted reside en California, la Ley de Privacidad del Consumidor de California, modificada por " +
          "la Ley de Derechos de Privacidad de California (en conjunto, la CCPA), le otorga estos derechos " +
          "sobre su información personal:",
      ],
      items: [
        "Derecho a saber: preguntar qué información personal hemos recopilado sobre usted, de dónde " +
          "proviene, por qué la recopilamos y a quién la divulgamos, y recibir una copia.",
        "Derecho a eliminar: pedirnos que eliminemos la información personal que recopilamos de usted.",
        "Derecho a corregir: pedirnos que corrijamos la información personal que sea inexacta.",
        "Derecho a excluirse de la venta o el intercambio: no vendemos ni compartimos información " +
          "personal, así que no hay nada de qué excluirse. Tratamos una señal de Control Global de " +
          "Privacidad (GPC) de su navegador como una solicitud válida de exclusión.",
        "Derecho a limitar el uso de información personal delicada: usamos la información delicada, como " +
          "los datos de salud que nos proporcione, solo para evaluar y llevar su asunto y en lo que la ley " +
          "permita, nunca para deducir características sobre usted.",
        "Derecho a no ser discriminado: no le trataremos de forma distinta por ejercer cualquiera de estos " +
          "derechos.",
      ],
    },
    {
      title: "Cómo ejercer sus derechos",
      paragraphs: [
        "Usted, o un representante autorizado por usted, puede presentar una solicitud por correo " +
          "electrónico o por teléfono con los datos de contacto que aparecen abajo. Confirmaremos que la " +
          "recibimos en un plazo de 10 días hábiles y responderemos en un plazo de 45 días naturales; si " +
          "necesitamos más tiempo, le explicaremos por qué.",
        "Para proteger su información, verificamos su identidad comparando los datos que nos proporcione, " +
          "como su nombre, correo electrónico o número de teléfono, con la información que ya tenemos. Un " +
          "representante autorizado debe presentar su permiso por escrito, y podemos pedirle a usted que " +
          "confirme su identidad directamente.",
        "La ley limita algunas solicitudes. Por ejemplo, podemos conservar la información que necesitemos " +
          "para cumplir obligaciones legales, proteger asuntos confidenciales de clientes o ejercer o " +
          "defender reclamaciones legales. Si no podemos atender por completo una solicitud, le " +
          "explicaremos por qué.",
      ],
      contact: template(
        "Escríbanos a {email}, llámenos sin costo al {phone} o envíe una carta a {firmName}, {address}.",
      ),
    },
    {
      title: "Privacidad de los menores",
      paragraphs: [
        "Este sitio web no está dirigido a menores de 16 años, y no recopilamos a sabiendas información " +
          "personal de ellos a través del sitio. Si un menor resultó lesionado, uno de sus padres o su " +
          "tutor debe comunicarse con nosotros en su nombre. Si cree que un menor nos envió información, " +
          "avísenos y la eliminaremos.",
      ],
    },
    {
      title: "Cambios a esta política",
      paragraphs: [
        "Revisamos esta política al menos una vez al año y podemos actualizarla en cualquier momento. " +
          "Cuando lo hagamos, publicaremos la nueva versión en esta página y cambiaremos la fecha que " +
          "aparece al principio.",
      ],
    },
    {
      title: "Contáctenos",
      paragraphs: [
        "Si tiene preguntas sobre esta política o sobre cómo tratamos su información personal, comuníquese " +
          "con nosotros:",
      ],
      contact: template("{firmName}, {address}. Línea gratuita: {phone}. Correo electrónico: {email}."),
    },
  ],
};

export const privacyPolicy: PerLocale<PrivacyPolicyCopy> = { en, es };
