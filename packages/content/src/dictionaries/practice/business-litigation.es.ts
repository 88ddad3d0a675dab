import type { PracticePageCopy } from "./practice-page.ts";

/** The business-litigation practice page in Spanish (business-litigation.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de litigio comercial en California",
    description:
      "Contratos, sociedades, secretos comerciales y competencia desleal de empresas en California. " +
      "Consulta con cita (no gratuita); honorarios claros desde el inicio.",
  },
  hero: {
    title: "Abogados de litigio comercial",
    subtitle:
      "Proteja su empresa, sus contratos y su reputación con un equipo de litigio que entiende de negocios.",
  },
  intro: {
    title: "Una disputa le cuesta a su empresa más que dinero",
    paragraphs: [
      "Una disputa comercial aleja a los dueños y gerentes de la operación del negocio, desgasta las " +
        "relaciones con socios y clientes, y pone en riesgo el flujo de efectivo. Ya sea que la otra parte " +
        "haya incumplido un contrato, que un socio actúe en contra de los intereses de la empresa o que un " +
        "competidor use su información confidencial, usted necesita un plan claro y alguien capaz de " +
        "ejecutarlo.",
      "En litigio comercial atendemos incumplimientos de contrato, disputas entre socios " +
        "y accionistas, fraude y declaraciones falsas, competencia desleal según la sección 17200 del " +
        "Código de Negocios y Profesiones de California, apropiación indebida de secretos comerciales, y " +
        "disputas de arrendamientos comerciales y con proveedores. Representamos a empresarios y compañías " +
        "ante tribunales estatales y federales y en arbitraje.",
      "No toda disputa debe terminar en juicio. Primero entendemos sus objetivos y lo que el conflicto " +
        "realmente le está costando, y luego le recomendamos el camino que tenga sentido para su negocio: " +
        "una carta de reclamación firme, una mediación, una orden judicial para detener un daño continuo o " +
        "una demanda completa.",
    ],
  },
  sections: [
    {
      title: "Disputas comerciales que atendemos",
      items: [
        {
          title: "Incumplimiento de contrato",
          description:
            "Facturas sin pagar, entregas no cumplidas, contratos de servicio violados y acuerdos que la " +
            "otra parte se niega a respetar.",
        },
        {
          title: "Disputas entre socios y accionistas",
          description:
            "Conflictos entre dueños por el control, las ganancias, la compra de participaciones, el " +
            "incumplimiento de deberes fiduciarios o la disolución del negocio.",
        },
        {
          title: "Fraude comercial y declaraciones falsas",
          description:
            "Pérdidas causadas por información falsa, datos ocultos o prácticas engañosas en una " +
            "negociación o transacción.",
        },
        {
          title: "Competencia desleal y otros actos ilícitos contra su negocio",
          description:
            "Reclamos bajo la Ley de Competencia Desleal y por interferencia con sus contratos o sus " +
            "relaciones con clientes.",
        },
        {
          title: "Apropiación de secretos comerciales",
          description:
            "Protección de listas de clientes, precios, fórmulas y otra información confidencial según " +
            "la Ley Uniforme de Secretos Comerciales de California.",
        },
        {
          title: "Arrendamientos comerciales y bienes raíces",
          description:
            "Desacuerdos entre arrendadores e inquilinos comerciales sobre la renta, las reparaciones, " +
            "los usos permitidos y los términos del contrato.",
        },
      ],
    },
    {
      title: "Nuestros servicios de litigio comercial",
      items: [
        {
          title: "Evaluación del caso y de los riesgos",
          description:
            "Un análisis honesto de las fortalezas, las debilidades, los costos probables y las opciones " +
            "reales antes de que usted tome una decisión.",
        },
        {
          title: "Negociación previa a la demanda",
          description:
            "Cartas de reclamación y negociaciones directas que muchas veces resuelven la disputa antes " +
            "de llegar al tribunal.",
        },
        {
          title: "Mediación y arbitraje",
          description:
            "Representación en métodos alternos de solución de conflictos, incluido el arbitraje que " +
            "exigen muchos contratos comerciales.",
        },
        {
          title: "Órdenes judiciales y medidas urgentes",
          description:
            "Órdenes de restricción temporal y medidas cautelares para detener un daño continuo mientras " +
            "avanza el caso.",
        },
        {
          title: "Pruebas y apoyo de peritos",
          description:
            "Intercambio de documentos e información electrónica, declaraciones juradas, contadores " +
            "forenses y peritos de la industria cuando el caso lo requiere.",
        },
        {
          title: "Juicio y cobro de sentencias",
          description:
            "Representación en tribunales estatales y federales y, si el tribunal falla a su favor, el " +
            "cobro de la sentencia.",
        },
      ],
    },
    {
      title: "Problemas que resolvemos",
      items: [
        {
          title: "Disputas contractuales y comerciales",
          description:
            "Hacemos que clientes, proveedores y socios cumplan lo que firmaron, y le defendemos frente " +
            "a reclamos sin fundamento.",
        },
        {
          title: "Conflictos de propiedad y administración",
          description:
            "Resolvemos disputas entre socios, miembros y accionistas sin perder de vista el valor del " +
            "negocio.",
        },
        {
          title: "Competencia e información confidencial",
          description:
            "Detenemos prácticas comerciales desleales y el mal uso de sus secretos comerciales por " +
            "parte de exempleados o competidores.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué las empresas eligen a {firmName}",
    items: [
      {
        title: "{years} años en los tribunales de California",
        description:
          "Décadas de experiencia en litigio, desde la primera carta de reclamación hasta el juicio y la " +
          "apelación.",
      },
      {
        title: "Estrategia con sentido de negocio",
        description:
          "Comparamos el costo de cada paso con lo que puede lograr para su empresa, y le explicamos los " +
          "honorarios antes de empezar.",
      },
      {
        title: "Preparados para el juicio",
        description:
          "La otra parte ofrece mejores términos cuando sabe que su empresa tiene abogados listos para ir " +
          "a juicio, y nosotros lo estamos.",
      },
    ],
  },
  cta: {
    title: "Proteja su negocio hoy mismo",
    text:
      "Cuéntenos sobre la disputa y le responderemos en menos de 24 horas. Si necesita una medida urgente, " +
      "estamos disponibles las 24 horas, los 7 días.",
    button: "Programe una consulta",
  },
};
