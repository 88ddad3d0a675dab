import type { PracticePageCopy } from "./practice-page.ts";

/** The civil-litigation practice page in Spanish (civil-litigation.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de litigio civil en California",
    description:
      "Litigio civil en California: contratos, propiedades, seguros y lesiones. Consulta gratuita y " +
      "respuesta en menos de 24 horas.",
  },
  hero: {
    title: "Abogados de litigio civil",
    subtitle:
      "Estrategia clara, preparación cuidadosa y una representación firme, desde la primera carta hasta el " +
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
        "palabras sencillas, le damos una evaluación honesta de sus opciones y le mantenemos al tanto de " +
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
            "Reclamos por acoso, discriminación, represalias, despido ilegal y salarios no pagados.",
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
            "Preguntas por escrito, solicitudes de documentos y declaraciones juradas para descubrir las pruebas " +
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
            "Depósitos de garantía, problemas de habitabilidad, incumplimientos del contrato de renta y " +
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
        description: "Paralegales, investigadores y peritos apoyan a quien lleva su caso en cada etapa.",
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
