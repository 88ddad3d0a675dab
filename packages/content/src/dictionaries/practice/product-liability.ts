import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Product Liability Lawyer in California",
    description:
      "Injured by a defective vehicle, device, battery or consumer product in California? Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Product Liability Attorneys",
    subtitle:
      "When a product that should have been safe causes harm, the companies behind it must answer for it.",
  },
  intro: {
    title: "Defective Products, Real Injuries",
    paragraphs: [
      "Every day, people are hurt by products that fail in ways they never could have expected: airbags " +
        "that do not deploy, lithium-ion batteries that catch fire, medical devices that break inside the " +
        "body, children's products that choke or trap. Common cases involve vehicles and auto parts, " +
        "e-bikes and scooters, medical devices and drugs, household appliances, and tools and machinery.",
      "California was the first state to adopt strict product liability. In many cases you do not have " +
        "to prove the manufacturer was careless, only that the product was defective and that the defect " +
        "caused your injury. Responsibility can extend beyond the manufacturer to component makers, " +
        "distributors and retailers in the chain of distribution.",
      "The product itself is often the most important evidence. Keep it, along with its packaging, " +
        "manuals and receipts, and do not send it back to the company or try to repair it. Most California " +
        "product liability claims must be filed within two years of the injury, so talk to us early.",
    ],
  },
  sections: [
    {
      title: "Common Product Liability Cases",
      items: [
        {
          title: "Vehicles and Auto Parts",
          description:
            "Defective airbags, seat belts, tires, brakes and roofs that fail in a crash or rollover.",
        },
        {
          title: "E-Bikes, Scooters and Batteries",
          description:
            "Lithium-ion battery fires and explosions, and frame or brake failures on e-bikes and scooters.",
        },
        {
          title: "Medical Devices and Drugs",
          description: "Failing implants, defective surgical devices and medications with undisclosed risks.",
        },
        {
          title: "Children's Products",
          description:
            "Cribs, car seats, toys and furniture that pose choking, tip-over or entrapment hazards.",
        },
        {
          title: "Household Appliances",
          description: "Pressure cookers, heaters and electronics that burn, shock or start fires.",
        },
        {
          title: "Tools and Machinery",
          description: "Power tools and industrial machines with missing guards or faulty safety features.",
        },
      ],
    },
    {
      title: "How We Handle Product Cases",
      items: [
        {
          title: "Preserving the Product",
          description:
            "We secure the product and document its condition, keeping a chain of custody for trial.",
        },
        {
          title: "Engineering Analysis",
          description:
            "Independent engineers and safety experts examine and test the product to identify the defect.",
        },
        {
          title: "Recall and Complaint Research",
          description:
            "We research recalls, safety agency records and prior complaints that show what the company " +
            "knew.",
        },
        {
          title: "Identifying the Distribution Chain",
          description:
            "We determine who designed, made, distributed and sold the product so every responsible party " +
            "is included.",
        },
        {
          title: "Taking On Manufacturers",
          description:
            "We are prepared for the resources large corporations bring, through settlement talks and trial.",
        },
      ],
    },
    {
      title: "The Three Types of Product Defects",
      items: [
        {
          title: "Design Defects",
          description:
            "The design itself is unsafe: it fails to perform as safely as an ordinary consumer would " +
            "expect, or its risks outweigh its benefits.",
        },
        {
          title: "Manufacturing Defects",
          description: "Something went wrong in production, so the product differs from its intended design.",
        },
        {
          title: "Failure to Warn",
          description:
            "The company did not provide adequate instructions or warnings about risks it knew or should " +
            "have known.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "Technical Experts on Your Side",
        description:
          "Engineers, biomechanical experts and animators help explain how the product failed and how it " +
          "hurt you.",
      },
      {
        title: "{years} Years of Experience",
        description:
          "We have spent more than two decades holding negligent companies accountable in California.",
      },
      {
        title: "No Fee Unless We Win",
        description: "You pay nothing upfront, even against large manufacturers. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Hurt by a Defective Product?",
    text:
      "Keep the product and tell us what happened. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de productos defectuosos",
    description:
      "¿Se lesionó por un vehículo, dispositivo, batería o producto defectuoso en California? Consulta " +
      "gratis y sin honorarios si no ganamos.",
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
      "California fue el primer estado en adoptar la responsabilidad objetiva por productos. En muchos " +
        "casos no hay que probar que el fabricante fue descuidado, solo que el producto tenía un defecto y " +
        "que ese defecto le causó la lesión. La responsabilidad puede ir más allá del fabricante e incluir " +
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
            "Aseguramos el producto y documentamos su estado, con una cadena de custodia que resista en el " +
            "juicio.",
        },
        {
          title: "Análisis de ingeniería",
          description:
            "Ingenieros y expertos en seguridad independientes examinan y prueban el producto para " +
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
        title: "Expertos técnicos de su lado",
        description:
          "Ingenieros, expertos en biomecánica y animadores ayudan a explicar cómo falló el producto y " +
          "cómo le causó daño.",
      },
      {
        title: "{years} años de experiencia",
        description: "Llevamos más de dos décadas exigiendo cuentas a empresas negligentes en California.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description:
          "No paga nada por adelantado, aun frente a grandes fabricantes. Si no ganamos, no nos paga " +
          "honorarios.",
      },
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

export const productLiability: PerLocale<PracticePageCopy> = { en, es };
