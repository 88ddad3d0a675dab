import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The product-liability practice page in Spanish (product-liability.ts pairs the two languages). */
export const es: PracticePageCopy = {
  meta: {
    title: "Abogados de productos defectuosos en California",
    description:
      "¿Se lesionó por un vehículo, dispositivo, batería o producto defectuoso en California? Consulta " +
      "gratuita y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de responsabilidad por productos defectuosos",
    subtitle:
      "Cuando un producto que debía ser seguro causa un daño, las empresas que lo fabrican y venden deben " +
      "responder.",
  },
  intro: {
    title: "Productos defectuosos, lesiones reales",
    paragraphs: [
      "Todos los días hay personas lesionadas por productos que fallan de formas que nunca habrían " +
        "imaginado: bolsas de aire que no se abren, baterías de litio que se incendian, dispositivos " +
        "médicos que se rompen dentro del cuerpo, productos infantiles que causan asfixia o atrapamiento. " +
        "Los casos más comunes tienen que ver con vehículos y autopartes, bicicletas eléctricas y " +
        "scooters, dispositivos médicos y medicamentos, aparatos domésticos, y herramientas y maquinaria.",
      "California fue el primer estado en adoptar la responsabilidad objetiva por productos " +
        "(responder por el daño aunque no haya habido descuido). En muchos casos no hay que probar que el " +
        "fabricante fue descuidado, solo que el producto tenía un defecto y que ese defecto le causó la " +
        "lesión. La responsabilidad puede ir más allá del fabricante e incluir " +
        "a quienes hicieron las piezas, a los distribuidores y a las tiendas que lo vendieron.",
      "El producto mismo suele ser la prueba más importante. Guárdelo, junto con el empaque, los " +
        "manuales y los recibos, y no lo devuelva a la empresa ni intente repararlo. La mayoría de los " +
        "reclamos por productos defectuosos en California deben presentarse dentro de dos años a partir de " +
        "la lesión, así que hable con nosotros pronto.",
    ],
  },
  sections: [
    {
      title: "Casos comunes de productos defectuosos",
      items: [
        {
          title: "Vehículos y autopartes",
          description:
            "Bolsas de aire, cinturones de seguridad, llantas, frenos y techos defectuosos que fallan en " +
            "un choque o una volcadura.",
        },
        {
          title: "Bicicletas eléctricas, scooters y baterías",
          description:
            "Incendios y explosiones de baterías de litio, y fallas del cuadro o los frenos en bicicletas " +
            "eléctricas y scooters.",
        },
        {
          title: "Dispositivos médicos y medicamentos",
          description:
            "Implantes que fallan, dispositivos quirúrgicos defectuosos y medicamentos con riesgos no " +
            "revelados.",
        },
        {
          title: "Productos infantiles",
          description:
            "Cunas, asientos para el auto, juguetes y muebles con riesgo de asfixia, volcamiento o " +
            "atrapamiento.",
        },
        {
          title: "Aparatos domésticos",
          description:
            "Ollas de presión, calentadores y aparatos electrónicos que queman, dan descargas o provocan " +
            "incendios.",
        },
        {
          title: "Herramientas y maquinaria",
          description:
            "Herramientas eléctricas y máquinas industriales sin protecciones o con dispositivos de " +
            "seguridad defectuosos.",
        },
      ],
    },
    {
      title: "Cómo llevamos los casos de productos",
      items: [
        {
          title: "Conservación del producto",
          description:
            "Aseguramos el producto y documentamos su estado, y mantenemos una cadena de custodia para el " +
            "juicio.",
        },
        {
          title: "Análisis de ingeniería",
          description:
            "Ingenieros y peritos en seguridad independientes examinan y prueban el producto para " +
            "identificar el defecto.",
        },
        {
          title: "Investigación de retiros y quejas",
          description:
            "Investigamos retiros del mercado, registros de agencias de seguridad y quejas anteriores que " +
            "muestran lo que sabía la empresa.",
        },
        {
          title: "La cadena de distribución",
          description:
            "Determinamos quién diseñó, fabricó, distribuyó y vendió el producto para incluir a cada " +
            "responsable.",
        },
        {
          title: "Frente a los fabricantes",
          description:
            "Estamos preparados para los recursos de las grandes corporaciones, tanto en la negociación " +
            "como en el juicio.",
        },
      ],
    },
    {
      title: "Los tres tipos de defectos",
      items: [
        {
          title: "Defectos de diseño",
          description:
            "El diseño en sí es inseguro: no es tan seguro como esperaría un consumidor común, o sus " +
            "riesgos superan sus beneficios.",
        },
        {
          title: "Defectos de fabricación",
          description: "Algo salió mal en la producción, y el producto no corresponde al diseño previsto.",
        },
        {
          title: "Falta de advertencias",
          description:
            "La empresa no dio instrucciones ni advertencias adecuadas sobre riesgos que conocía o debía " +
            "conocer.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "Peritos técnicos de su lado",
        description:
          "Ingenieros, peritos en biomecánica y animadores ayudan a explicar cómo falló el producto y " +
          "cómo le causó daño.",
      },
      {
        title: "{years} años de experiencia",
        description: "Llevamos más de dos décadas exigiendo cuentas a empresas negligentes en California.",
      },
      feeClaim({
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado, aun frente a grandes fabricantes. Si no ganamos, no nos paga " +
          "honorarios.",
      }),
    ],
  },
  cta: {
    title: "¿Se lesionó por un producto defectuoso?",
    text:
      "Guarde el producto y cuéntenos qué pasó. Le respondemos en menos de 24 horas y atendemos asuntos " +
      "urgentes las 24 horas, los 7 días.",
    button: "Comience su consulta gratuita",
  },
};
