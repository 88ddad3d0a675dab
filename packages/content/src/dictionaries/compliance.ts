import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";

const en = {
  costsDisclosure:
    "Our fee is a percentage of what we recover for you, and we advance the costs of your case. If there " +
    "is no recovery, you owe us neither fees nor costs. If there is a recovery, the costs we advanced are " +
    "reimbursed from it in addition to our percentage fee. All terms are set out in a written contingency " +
    "fee agreement, as required by California Business and Professions Code §6147.",
  resultsDisclaimer:
    "Past results do not guarantee a similar outcome. Every case is different and depends on its own facts " +
    "and the law that applies to it.",
  testimonialDisclaimer:
    "This testimonial describes one client's experience. It does not guarantee a similar outcome in " +
    "your case.",
  noRelationship:
    "Sending this form does not create an attorney-client relationship. We treat your message as " +
    "confidential, but until we confirm that we can represent you, please share only a short summary of " +
    "what happened and leave out highly sensitive details; we will ask for them when the time is right.",
  ccpaNotice:
    "Notice at collection: we collect the contact details and case description you enter in this form to " +
    "respond to you and to evaluate your legal matter. We do not sell or share your personal information.",
  ccpaLinkLabel: "Privacy Policy",
  consentLabel: template(
    "Yes, {firmName} may call or text me at this number about my inquiry, including by automated means.",
  ),
  consentHint:
    "Consent is not a condition of service. Message and data rates may apply. Reply STOP to opt out.",
  attorneyAdvertising: {
    label: "Attorney Advertising",
    disclaimer:
      "The information on this website is for general purposes only and is not legal advice for your " +
      "situation.",
  },
};

export type ComplianceCopy = typeof en;

const es: ComplianceCopy = {
  costsDisclosure:
    "Solo cobramos honorarios si obtenemos dinero para usted: un porcentaje de lo que obtengamos. " +
    "Nosotros adelantamos los gastos del caso. Si no obtenemos dinero para usted, no nos debe honorarios " +
    "ni gastos. Si obtenemos dinero para usted, de esa cantidad se nos reembolsan los gastos que " +
    "adelantamos, además de nuestro porcentaje. Todas las condiciones constan en un contrato de " +
    "honorarios por escrito, como lo exige la sección 6147 del Código de Negocios y Profesiones de " +
    "California.",
  resultsDisclaimer:
    "Los resultados anteriores no garantizan un resultado similar. Cada caso es distinto y depende de sus " +
    "propios hechos y de la ley aplicable.",
  testimonialDisclaimer:
    "Este testimonio describe la experiencia de un cliente. No garantiza un resultado similar en su " +
    "caso.",
  noRelationship:
    "Enviar este formulario no crea una relación abogado-cliente. Tratamos su mensaje de forma " +
    "confidencial, pero hasta que confirmemos que podemos representarle, le pedimos que comparta solo un " +
    "breve resumen de lo ocurrido y omita los detalles más delicados; se los pediremos en el momento " +
    "oportuno.",
  ccpaNotice:
    "Aviso en el momento de la recopilación: recopilamos los datos de contacto y la descripción del caso " +
    "que usted ingresa en este formulario para responderle y evaluar su asunto legal. No vendemos ni " +
    "compartimos su información personal.",
  ccpaLinkLabel: "Política de privacidad",
  consentLabel: template(
    "Sí, autorizo a {firmName} a llamarme o enviarme mensajes de texto a este número sobre mi consulta, incluso por medios automatizados.",
  ),
  consentHint:
    "Su consentimiento no es una condición para recibir nuestros servicios. Pueden aplicarse tarifas por " +
    "mensajes y datos. Responda STOP para dejar de recibir mensajes.",
  attorneyAdvertising: {
    label: "Publicidad de abogados",
    disclaimer:
      "La información de este sitio web es de carácter general y no constituye asesoría legal para su " +
      "situación.",
  },
};

export const compliance: PerLocale<ComplianceCopy> = { en, es };
