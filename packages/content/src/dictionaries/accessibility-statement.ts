import type { PerLocale } from "../locale.ts";
import { template } from "../template.ts";
import type { LegalSection } from "./legal-section.ts";

const en = {
  meta: {
    title: template("Accessibility Statement | {firmName}"),
    description:
      "How we work to make this website usable for everyone, the standard we aim for, and how to get help " +
      "or information in another format.",
  },
  title: "Accessibility Statement",
  lastReviewed: "Last reviewed: November 2026",
  sections: [
    {
      title: "Our Commitment",
      paragraphs: [
        "Everyone who needs legal help should be able to find it here, including people with disabilities " +
          "and people who use assistive technology. Accessibility is part of how we design, write and " +
          "check every page of this website.",
      ],
    },
    {
      title: "The Standard We Aim For",
      paragraphs: [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, published by the " +
          "World Wide Web Consortium (W3C). These guidelines explain how to make web content easier to use " +
          "for people with visual, hearing, motor, speech, cognitive and other disabilities.",
        "We check the site with automated tools, with a keyboard alone and with screen readers, and we fix " +
          "problems as we find them. Even so, we cannot promise that every page meets every guideline at " +
          "all times, especially where content comes from third parties.",
      ],
    },
    {
      title: "What This Site Offers",
      paragraphs: ["To make the site easier to use, we offer:"],
      items: [
        "An accessibility panel, opened from the button at the bottom left of every page, to change text " +
          "size, contrast and cursor size, highlight links, switch to a more readable font, add text " +
          "spacing and have text read aloud. Your choices are saved on your device.",
        "Full keyboard navigation, with a visible focus indicator and a link to skip straight to the main " +
          "content.",
        "Labels and text alternatives for screen readers on links, buttons, form fields and meaningful " +
          "images.",
        "Forms with visible labels and clearly marked required fields.",
        "Respect for your device's reduced-motion setting, which keeps animation and movement to a minimum.",
        "The entire site in Spanish, available from the language button on every page.",
      ],
    },
    {
      title: "Known Limitations",
      paragraphs: [
        "The map on our contact page comes from a third-party provider and loads only when you ask for it. " +
          "It may not work fully with a keyboard or screen reader, so the same page also gives our street " +
          "address, written driving directions and a link that opens directions in a maps service.",
        "The video at the top of the home page is decorative and has no sound; everything it conveys is " +
          "also in the text.",
        "Reading text aloud relies on your browser's speech feature and may not be available in every " +
          "browser.",
      ],
    },
    {
      title: "Feedback and Help",
      paragraphs: [
        "If you have trouble using any part of this website, or need information from it in another " +
          "format, such as large print, an accessible document or a phone call in which we read it to you, " +
          "please let us know. We will provide the information in an alternative format and can take your " +
          "consultation request by phone or e-mail instead.",
        "Please tell us which page you were on and what went wrong so that we can fix it. We take every " +
          "report seriously and will get back to you promptly.",
      ],
      contact: template("Call us toll-free at {phone}, e-mail {email} or write to {firmName}, {address}."),
    },
  ] satisfies readonly LegalSection[],
};

export type AccessibilityStatementCopy = typeof en;

const es: AccessibilityStatementCopy = {
  meta: {
    title: template("Declaración de accesibilidad | {firmName}"),
    description:
      "Cómo trabajamos para que este sitio web sea fácil de usar para todos, el estándar que buscamos " +
      "cumplir y cómo obtener ayuda o información en otro formato.",
  },
  title: "Declaración de accesibilidad",
  lastReviewed: "Última revisión: noviembre de 2026",
  sections: [
    {
      title: "Nuestro compromiso",
      paragraphs: [
        "Toda persona que necesite ayuda legal debe poder encontrarla aquí, incluidas las personas con " +
          "discapacidad y quienes usan tecnologías de asistencia. La accesibilidad forma parte de cómo " +
          "diseñamos, redactamos y revisamos cada página de este sitio web.",
      ],
    },
    {
      title: "El estándar que buscamos cumplir",
      paragraphs: [
        "Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, " +
          "publicadas por el World Wide Web Consortium (W3C). Estas pautas explican cómo hacer que el " +
          "contenido web sea más fácil de usar para personas con discapacidades visuales, auditivas, " +
          "motrices, del habla, cognitivas y de otro tipo.",
        "Revisamos el sitio con herramientas automáticas, usando solo el teclado y con lectores de " +
          "pantalla, y corregimos los problemas a medida que los encontramos. Aun así, no podemos " +
          "garantizar que cada página cumpla todas las pautas en todo momento, sobre todo cuando el " +
          "contenido proviene de terceros.",
      ],
    },
    {
      title: "Lo que ofrece este sitio",
      paragraphs: ["Para que el sitio sea más fácil de usar, ofrecemos:"],
      items: [
        "Un panel de accesibilidad, que se abre con el botón de la esquina inferior izquierda de cada " +
          "página, para cambiar el tamaño del texto, el contraste y el tamaño del cursor, resaltar los " +
          "enlaces, usar una fuente más legible, aumentar el espaciado del texto y escuchar el texto en " +
          "voz alta. Sus preferencias se guardan en su dispositivo.",
        "Navegación completa con el teclado, con un indicador de foco visible y un enlace para saltar " +
          "directamente al contenido principal.",
        "Etiquetas y textos alternativos para lectores de pantalla en enlaces, botones, campos de " +
          "formulario e imágenes con contenido.",
        "Formularios con etiquetas visibles y campos obligatorios claramente marcados.",
        "Respeto por la opción de reducir el movimiento de su dispositivo, que limita al mínimo las " +
          "animaciones.",
        "Todo el sitio en español, disponible desde el botón de idioma en cada página.",
      ],
    },
    {
      title: "Limitaciones conocidas",
      paragraphs: [
        "El mapa de nuestra página de contacto proviene de un proveedor externo y solo se carga cuando " +
          "usted lo pide. Es posible que no funcione por completo con el teclado o con un lector de " +
          "pantalla, por lo que la misma página también ofrece nuestra dirección, indicaciones escritas " +
          "para llegar en auto y un enlace que abre la ruta en un servicio de mapas.",
        "El video de la parte superior de la página de inicio es decorativo y no tiene sonido; todo lo que " +
          "transmite también aparece en el texto.",
        "La lectura en voz alta depende de la función de voz de su navegador y puede no estar disponible " +
          "en todos los navegadores.",
      ],
    },
    {
      title: "Comentarios y ayuda",
      paragraphs: [
        "Si tiene dificultades para usar alguna parte de este sitio web, o necesita su información en otro " +
          "formato, como letra grande, un documento accesible o una llamada en la que se la leamos, " +
          "avísenos. Le daremos la información en un formato alternativo y también podemos recibir su " +
          "solicitud de consulta por teléfono o por correo electrónico.",
        "Indíquenos en qué página estaba y qué problema encontró para que podamos corregirlo. Tomamos en " +
          "serio cada aviso y le responderemos a la brevedad.",
      ],
      contact: template(
        "Llámenos sin costo al {phone}, escríbanos a {email} o envíenos una carta a {firmName}, {address}.",
      ),
    },
  ],
};

export const accessibilityStatement: PerLocale<AccessibilityStatementCopy> = { en, es };
