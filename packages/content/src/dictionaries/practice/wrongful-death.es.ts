import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The wrongful-death practice page in Spanish (wrongful-death.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de muerte por negligencia en California",
    description:
      "¿Perdió a un ser querido por la negligencia de otra persona? Abogados de muerte por negligencia " +
      "en California. Consulta gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de muerte por negligencia",
    subtitle:
      "Nada puede reparar su pérdida. Sí podemos exigir cuentas a los responsables y proteger el futuro " +
      "de su familia.",
  },
  intro: {
    title: "Junto a las familias en el momento más difícil",
    paragraphs: [
      "Cuando una persona muere por el descuido o la mala conducta de otra, la ley de California permite " +
        "que ciertos familiares presenten un reclamo por muerte por negligencia (wrongful death). Ese " +
        "reclamo busca compensar lo que la familia perdió: el apoyo económico, la ayuda en el hogar, y el " +
        "amor, la compañía y la orientación de la persona que ya no está.",
      "Un reclamo relacionado, llamado acción de supervivencia, puede presentarlo el representante de la " +
        "sucesión (albacea o administrador) por las pérdidas que el fallecido sufrió antes de morir, como los gastos médicos y los ingresos " +
        "perdidos. Revisamos ambos reclamos con usted para que ninguna parte de la compensación de su " +
        "familia quede fuera.",
      "Por lo general, los reclamos por muerte por negligencia en California deben presentarse dentro de " +
        "dos años a partir del fallecimiento. El plazo puede ser más corto, como seis meses para un " +
        "reclamo contra una agencia de gobierno, o seguir otras reglas en los casos de negligencia médica. " +
        "Nosotros nos encargamos de la investigación, de las aseguradoras y de los plazos del tribunal " +
        "para que su familia pueda vivir su duelo sin cargar sola con el peso legal.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de muerte por negligencia",
      items: [
        {
          title: "Choques de auto, camión y motocicleta",
          description:
            "Accidentes mortales causados por conductores ebrios, distraídos, cansados o con exceso " +
            "de velocidad, o por compañías de transporte negligentes.",
        },
        {
          title: "Muertes de peatones y ciclistas",
          description:
            "Personas a pie o en bicicleta que perdieron la vida porque un conductor no cedió el paso o " +
            "no prestó atención.",
        },
        {
          title: "Negligencia médica",
          description:
            "Muertes causadas por diagnósticos equivocados, errores quirúrgicos, errores de medicación o " +
            "falta de tratamiento de una enfermedad grave.",
        },
        {
          title: "Accidentes de trabajo",
          description:
            "Caídas mortales, accidentes con maquinaria y violaciones de seguridad, incluidos reclamos " +
            "contra terceros además del empleador.",
        },
        {
          title: "Productos defectuosos",
          description:
            "Muertes causadas por vehículos, piezas, dispositivos médicos o productos de consumo peligrosos.",
        },
        {
          title: "Negligencia en asilos de ancianos",
          description:
            "Muertes de residentes mayores o dependientes causadas por descuido, abuso o atención " +
            "deficiente.",
        },
      ],
    },
    {
      title: "Cómo ayudamos a su familia",
      items: [
        {
          title: "Investigación independiente",
          description:
            "Reunimos reportes policiales y del médico forense, expedientes, testimonios y análisis " +
            "de peritos para establecer lo que ocurrió.",
        },
        {
          title: "Todos los responsables",
          description:
            "Conductores, empleadores, dueños de propiedades, fabricantes y centros de cuidado pueden " +
            "compartir la responsabilidad.",
        },
        {
          title: "El valor completo de la pérdida",
          description:
            "Economistas y otros peritos ayudan a medir el apoyo económico y los servicios que su " +
            "familia perdió.",
        },
        {
          title: "Trato con aseguradoras y con la sucesión",
          description:
            "Tratamos con las compañías de seguros y coordinamos el reclamo por muerte por negligencia " +
            "con la acción de supervivencia que presenta el representante de la " +
            "sucesión.",
        },
        {
          title: "Listos para el juicio",
          description:
            "Negociamos una solución justa y estamos preparados para presentar el caso de su familia " +
            "ante un jurado.",
        },
      ],
    },
    {
      title: "Daños económicos",
      intro: "Pérdidas económicas que se pueden calcular y documentar.",
      items: [
        {
          title: "Gastos funerarios y de sepelio",
          description: "Los costos razonables del funeral, el entierro o la cremación.",
        },
        {
          title: "Pérdida del apoyo económico",
          description:
            "Los ingresos y el sostén que su ser querido habría aportado durante el resto de su vida.",
        },
        {
          title: "Pérdida de servicios en el hogar",
          description:
            "El valor del cuidado de los hijos, el mantenimiento de la casa, el transporte y otra ayuda " +
            "que su ser querido brindaba.",
        },
        {
          title: "Pérdida de regalos y beneficios",
          description:
            "Regalos, seguro médico y otros beneficios que su familia razonablemente esperaba recibir.",
        },
        {
          title: "Gastos médicos antes del fallecimiento",
          description:
            "Los costos del tratamiento previo a la muerte, que se recuperan mediante la acción de " +
            "supervivencia de la sucesión.",
        },
      ],
    },
    {
      title: "Daños no económicos",
      intro: "Pérdidas que no tienen precio, pero que la ley de California reconoce.",
      items: [
        {
          title: "Amor y compañía",
          description: "La pérdida del amor, el cariño, la compañía y la convivencia con su ser querido.",
        },
        {
          title: "Consuelo, cuidado y protección",
          description:
            "La pérdida del cuidado, la ayuda y la protección que su ser querido daba a la familia.",
        },
        {
          title: "Apoyo moral y orientación",
          description:
            "La pérdida de la enseñanza, la orientación y el apoyo moral que brinda un padre, una madre " +
            "o un cónyuge.",
        },
        {
          title: "Pérdida de la relación de pareja",
          description:
            "Para el cónyuge o la pareja doméstica sobreviviente, la pérdida de la relación y la " +
            "intimidad que compartían.",
        },
      ],
    },
    {
      title: "Quién puede reclamar por muerte por negligencia",
      items: [
        {
          title: "Cónyuge o pareja doméstica",
          description:
            "El cónyuge o la pareja doméstica registrada sobreviviente está entre los primeros con " +
            "derecho a reclamar.",
        },
        {
          title: "Hijos",
          description: "Los hijos del fallecido y, si alguno de ellos ya murió, los hijos de ese hijo.",
        },
        {
          title: "Padres",
          description:
            "Los padres pueden reclamar cuando no hay cónyuge ni hijos sobrevivientes, o cuando " +
            "dependían económicamente de su hijo o hija.",
        },
        {
          title: "Otros dependientes",
          description:
            "En algunos casos, hijastros, un cónyuge putativo (quien creía de buena " +
            "fe tener un matrimonio válido con la persona fallecida) o un menor que vivía en el hogar y " +
            "dependía de esa persona.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué las familias eligen a {firmName}",
    items: [
      {
        title: "La compasión primero",
        description:
          "Le explicamos cada paso con paciencia y respeto, y estamos aquí cuando tenga preguntas.",
      },
      {
        title: "{years} años de experiencia",
        description:
          "Hemos representado a familias en duelo frente a aseguradoras, corporaciones y centros de " +
          "cuidado en todo California.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description: "Su familia no paga nada por adelantado. Si no ganamos, no nos paga honorarios.",
      }),
    ],
  },
  cta: {
    title: "Permítanos ayudar a su familia a buscar justicia",
    text:
      "Cuéntenos sobre su pérdida cuando usted lo decida. Le respondemos en menos de 24 horas y atendemos " +
      "asuntos urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
