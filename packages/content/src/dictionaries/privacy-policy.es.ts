import { template } from "../template.ts";
import type { PrivacyPolicyCopy } from "./privacy-policy.en.ts";

/** The privacy policy in Spanish (privacy-policy.ts pairs the two languages). */
export const es: PrivacyPolicyCopy = {
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
          "pregunta por el incidente, las lesiones y el tratamiento médico, el seguro, el reporte " +
          "policial, los daños estimados, los salarios perdidos y los testigos. Parte de esta información, " +
          "como la de salud, es información personal delicada. Usted decide cuánto compartir.",
        "Información que se recopila automáticamente. Como la mayoría de los sitios web, nuestros " +
          "servidores registran datos técnicos básicos durante su visita, como su dirección IP, el tipo de " +
          "navegador y de dispositivo, las páginas que solicita y la fecha y hora. Los usamos para mostrar " +
          "el sitio, mantenerlo seguro y corregir fallas.",
        "Preferencias guardadas en su dispositivo. El sitio recuerda su idioma, su configuración de " +
          "accesibilidad y si cerró el aviso de mudanza, guardándolos en su navegador. Estas preferencias " +
          "permanecen en su dispositivo y no se nos envían.",
        "De dónde llegó su visita. Cuando usted llega, el sitio anota en el almacenamiento de sesión de su " +
          "navegador (solo para esta pestaña, se borra al cerrarla; no es una cookie) la página a la que " +
          "llegó, el nombre del sitio web que lo enlazó al nuestro (como google.com, nunca la dirección " +
          "completa de su página), las etiquetas de campaña de nuestros propios enlaces (los parámetros " +
          "“utm” de nuestros anuncios y de los enlaces de nuestros socios) y si llegó desde un clic en un " +
          "anuncio (nunca el identificador de la red de anuncios). Si nos envía un formulario, estos datos " +
          "se envían con él, para que sepamos qué anuncios y socios nos traen solicitudes. No lo " +
          "identifican, ningún script de terceros los lee y nunca los compartimos con anunciantes.",
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
          "bufete.",
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
          "según los define la Ley de Privacidad del Consumidor de California. No lo hemos " +
          "hecho en los últimos 12 meses. Solo divulgamos información personal en estos casos:",
      ],
      items: [
        "A proveedores de servicios que alojan el sitio web y nuestros datos, envían correos y mensajes y " +
          "nos ayudan a administrar el bufete, mediante contratos que solo les permiten usarla para " +
          "prestarnos sus servicios.",
        "A peritos, investigadores, aseguradoras, tribunales, contrapartes y otras personas, según sea " +
          "necesario para llevar su caso, una vez que le representemos y con su autorización.",
        "Cuando la ley lo exija, por ejemplo ante una citación judicial u orden judicial válida, o para " +
          "proteger los derechos y la seguridad de nuestros clientes, del bufete o de otras personas.",
        "A un bufete sucesor si nos fusionamos con otro o le transferimos nuestros casos, siempre sujeto " +
          "a nuestro deber de confidencialidad.",
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
          "recibimos en un plazo de 10 días hábiles y responderemos en un plazo de 45 días calendario; si " +
          "necesitamos más tiempo, le explicaremos por qué.",
        "Para proteger su información, verificamos su identidad comparando los datos que nos proporcione, " +
          "como su nombre, correo electrónico o número de teléfono, con la información que ya tenemos. Un " +
          "representante autorizado debe presentar su permiso por escrito, y podemos pedirle a usted que " +
          "confirme su identidad directamente.",
        "La ley limita algunas solicitudes. Por ejemplo, podemos conservar la información que necesitemos " +
          "para cumplir obligaciones legales, proteger asuntos confidenciales de clientes o ejercer o " +
          "defender reclamos legales. Si no podemos atender por completo una solicitud, le " +
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
      contact: template("{firmName}, {address}. Línea sin costo: {phone}. Correo electrónico: {email}."),
    },
  ],
};
