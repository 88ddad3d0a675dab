import type { PerLocale } from "../../locale.ts";
import type { PracticePageCopy } from "./practice-page.ts";

const en: PracticePageCopy = {
  meta: {
    title: "Catastrophic Injury Lawyer in California",
    description:
      "Life-changing injury in California? We handle spinal cord, brain, burn and amputation cases. Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Catastrophic Injury Attorneys",
    subtitle:
      "When one moment changes the rest of your life, you need a legal team that plans for all of it.",
  },
  intro: {
    title: "Injuries That Change Everything",
    paragraphs: [
      "A catastrophic injury is one that permanently changes how you live, work and care for your " +
        "family: paralysis, a traumatic brain injury, severe burns, the loss of a limb. These cases are " +
        "different from ordinary injury claims. The medical bills do not stop when you leave the hospital, " +
        "and the true cost often includes decades of care, therapy, equipment and lost income.",
      "For {years} years, attorney {attorney} and our team have represented seriously injured people " +
        "across California. We work with physicians, life-care planners, vocational experts and economists " +
        "to show what your injury will cost over a lifetime, not just what it has cost so far.",
      "Insurance companies know what these claims are worth, and they often move quickly to offer a " +
        "settlement before the full picture is known. Talk to us before you sign anything. In most " +
        "California injury cases you have two years from the date of the injury to file a lawsuit, and " +
        "claims against a city, county or state agency usually require a written claim within six months, " +
        "so it pays to act early.",
    ],
  },
  sections: [
    {
      title: "Catastrophic Injuries We Handle",
      items: [
        {
          title: "Spinal Cord Injuries",
          description:
            "Paraplegia, quadriplegia and incomplete spinal cord injuries that affect mobility, " +
            "sensation and independence.",
        },
        {
          title: "Traumatic Brain Injuries",
          description:
            "From concussions with lasting symptoms to severe brain damage that affects memory, mood, " +
            "speech and the ability to work.",
        },
        {
          title: "Severe Burns",
          description:
            "Second- and third-degree burns from fires, explosions, electrical and chemical accidents, " +
            "often requiring grafts and years of treatment.",
        },
        {
          title: "Amputations",
          description:
            "Traumatic and surgical loss of a limb, including the lifetime cost of prosthetics, " +
            "rehabilitation and home modifications.",
        },
        {
          title: "Multiple and Complex Fractures",
          description:
            "Crushed or shattered bones, pelvic fractures and injuries that require several surgeries " +
            "and leave lasting limitations.",
        },
        {
          title: "Internal Organ Damage",
          description:
            "Injuries to the lungs, liver, kidneys, spleen or other organs that can cause permanent loss " +
            "of function.",
        },
      ],
    },
    {
      title: "How We Investigate Your Case",
      intro: "Catastrophic injury cases are won on evidence. We start building yours right away.",
      items: [
        {
          title: "Scene and Evidence Preservation",
          description:
            "We act quickly to secure photographs, video, vehicle data, maintenance records and physical " +
            "evidence before it is lost.",
        },
        {
          title: "Accident Reconstruction",
          description:
            "Reconstruction specialists and biomechanical experts explain how the incident happened and " +
            "how it caused your injuries.",
        },
        {
          title: "Medical Experts",
          description:
            "Treating doctors and independent specialists document your diagnosis, prognosis and the " +
            "care you will need in the future.",
        },
        {
          title: "Identifying Every Responsible Party",
          description:
            "We look beyond the obvious defendant to employers, property owners, manufacturers and " +
            "others who share responsibility.",
        },
        {
          title: "Visual Evidence for the Jury",
          description:
            "Medical illustrations and animations help insurers, judges and jurors understand an injury " +
            "they cannot see.",
        },
      ],
    },
    {
      title: "Compensation We Pursue",
      intro:
        "California law allows you to recover both economic and non-economic damages. We pursue all of them.",
      items: [
        {
          title: "Past and Future Medical Care",
          description:
            "Hospital stays, surgeries, rehabilitation, medication, attendant care and equipment for as " +
            "long as you need them.",
        },
        {
          title: "Lost Income and Earning Capacity",
          description:
            "Wages you have already lost and the income you can no longer earn because of your injury.",
        },
        {
          title: "Life-Care Planning",
          description:
            "A detailed plan, prepared with experts, of the care, therapy and support you will need over " +
            "your lifetime.",
        },
        {
          title: "Home and Vehicle Modifications",
          description:
            "Ramps, accessible bathrooms, wheelchair-accessible vehicles and other changes that help you " +
            "live more independently.",
        },
        {
          title: "Pain, Suffering and Loss of Enjoyment",
          description:
            "Physical pain, emotional distress, disfigurement and the loss of activities and " +
            "relationships that gave your life meaning.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "{years} Years of Experience",
        description:
          "We have spent more than two decades handling serious injury cases against insurers and large " +
          "companies.",
      },
      {
        title: "A Full Team of Experts",
        description:
          "Paralegals, investigators and medical, biomechanical and reconstruction experts work on your " +
          "case from day one.",
      },
      {
        title: "No Fee Unless We Win",
        description: "We work on a contingency basis, so you pay nothing upfront. No fee unless we win.",
      },
    ],
  },
  cta: {
    title: "Let Us Carry the Legal Fight",
    text:
      "Focus on your recovery and your family. Tell us what happened and we will reply within 24 hours, " +
      "and we are available 24/7 for urgent matters.",
    button: "Start Your Free Consultation",
  },
};

const es: PracticePageCopy = {
  meta: {
    title: "Abogados de lesiones catastróficas",
    description:
      "¿Sufrió una lesión grave en California? Casos de médula espinal, lesión cerebral, quemaduras y " +
      "amputación. Consulta gratis y sin honorarios si no ganamos.",
  },
  hero: {
    title: "Abogados de lesiones catastróficas",
    subtitle: "Cuando un instante le cambia la vida, necesita un equipo legal que piense en todo su futuro.",
  },
  intro: {
    title: "Lesiones que lo cambian todo",
    paragraphs: [
      "Una lesión catastrófica es la que cambia para siempre su forma de vivir, de trabajar y de cuidar " +
        "a su familia: una parálisis, una lesión cerebral traumática, quemaduras graves, la pérdida de una " +
        "extremidad. Estos casos no son como un reclamo común. Los gastos médicos no terminan al salir del " +
        "hospital, y el costo real suele incluir décadas de atención, terapias, equipo especial e ingresos " +
        "perdidos.",
      "Desde hace {years} años, la abogada {attorney} y nuestro equipo representan a personas " +
        "gravemente lesionadas en todo California. Trabajamos con médicos, especialistas en planes de " +
        "cuidado de por vida, expertos vocacionales y economistas para demostrar lo que su lesión le " +
        "costará a lo largo de su vida, no solo lo que ha gastado hasta hoy.",
      "Las aseguradoras saben cuánto valen estos casos y muchas veces se apresuran a ofrecer un acuerdo " +
        "antes de que se conozca el alcance completo de la lesión. Hable con nosotros antes de firmar " +
        "cualquier documento. En la mayoría de los casos de lesiones en California hay dos años desde la " +
        "fecha del accidente para presentar una demanda, y los reclamos contra una ciudad, un condado o " +
        "una agencia estatal normalmente exigen un reclamo por escrito dentro de seis meses. Actuar pronto " +
        "marca la diferencia.",
    ],
  },
  sections: [
    {
      title: "Lesiones catastróficas que atendemos",
      items: [
        {
          title: "Lesiones de la médula espinal",
          description:
            "Paraplejia, cuadriplejia y lesiones medulares incompletas que afectan la movilidad, la " +
            "sensibilidad y la independencia.",
        },
        {
          title: "Lesiones cerebrales traumáticas",
          description:
            "Desde conmociones con síntomas que no desaparecen hasta daño cerebral grave que afecta la " +
            "memoria, el ánimo, el habla y la capacidad de trabajar.",
        },
        {
          title: "Quemaduras graves",
          description:
            "Quemaduras de segundo y tercer grado por incendios, explosiones, descargas eléctricas o " +
            "químicos, que a menudo requieren injertos y años de tratamiento.",
        },
        {
          title: "Amputaciones",
          description:
            "Pérdida traumática o quirúrgica de una extremidad, incluido el costo de por vida de " +
            "prótesis, rehabilitación y adaptaciones en el hogar.",
        },
        {
          title: "Fracturas múltiples y complejas",
          description:
            "Huesos aplastados o astillados, fracturas de pelvis y lesiones que requieren varias " +
            "cirugías y dejan limitaciones permanentes.",
        },
        {
          title: "Daño a órganos internos",
          description:
            "Lesiones en pulmones, hígado, riñones, bazo u otros órganos que pueden causar la pérdida " +
            "permanente de sus funciones.",
        },
      ],
    },
    {
      title: "Cómo investigamos su caso",
      intro: "Los casos de lesiones catastróficas se ganan con pruebas. Empezamos a reunirlas de inmediato.",
      items: [
        {
          title: "Preservación del lugar y de las pruebas",
          description:
            "Actuamos rápido para asegurar fotografías, videos, datos del vehículo, registros de " +
            "mantenimiento y pruebas físicas antes de que se pierdan.",
        },
        {
          title: "Reconstrucción del accidente",
          description:
            "Especialistas en reconstrucción y expertos en biomecánica explican cómo ocurrió el " +
            "accidente y cómo le causó sus lesiones.",
        },
        {
          title: "Peritos médicos",
          description:
            "Sus médicos tratantes y especialistas independientes documentan su diagnóstico, su " +
            "pronóstico y la atención que necesitará en el futuro.",
        },
        {
          title: "Todos los responsables",
          description:
            "Buscamos más allá del responsable evidente: empleadores, dueños de propiedades, fabricantes " +
            "y otros que también respondan por el daño.",
        },
        {
          title: "Pruebas visuales para el jurado",
          description:
            "Ilustraciones médicas y animaciones ayudan a aseguradoras, jueces y jurados a entender una " +
            "lesión que no se ve a simple vista.",
        },
      ],
    },
    {
      title: "La compensación que buscamos",
      intro:
        "La ley de California permite recuperar daños económicos y no económicos. Luchamos por todos ellos.",
      items: [
        {
          title: "Atención médica pasada y futura",
          description:
            "Hospitalizaciones, cirugías, rehabilitación, medicamentos, asistencia personal y equipo " +
            "médico durante todo el tiempo que los necesite.",
        },
        {
          title: "Salarios perdidos y capacidad de ingresos",
          description:
            "Los sueldos que ya dejó de recibir y los ingresos que ya no podrá generar a causa de su lesión.",
        },
        {
          title: "Plan de cuidado de por vida",
          description:
            "Un plan detallado, preparado con expertos, de la atención, las terapias y el apoyo que " +
            "necesitará a lo largo de su vida.",
        },
        {
          title: "Adaptaciones en casa y en el vehículo",
          description:
            "Rampas, baños accesibles, vehículos adaptados para silla de ruedas y otros cambios que le " +
            "permitan vivir con más independencia.",
        },
        {
          title: "Dolor, sufrimiento y pérdida de calidad de vida",
          description:
            "El dolor físico, la angustia emocional, la desfiguración y la pérdida de actividades y " +
            "relaciones que daban sentido a su vida.",
        },
      ],
    },
  ],
  reasons: {
    title: "Por qué elegir a {firmName}",
    items: [
      {
        title: "{years} años de experiencia",
        description:
          "Llevamos más de dos décadas llevando casos de lesiones graves contra aseguradoras y grandes " +
          "empresas.",
      },
      {
        title: "Un equipo completo de expertos",
        description:
          "Asistentes legales, investigadores y peritos médicos, biomecánicos y de reconstrucción " +
          "trabajan en su caso desde el primer día.",
      },
      {
        title: "Sin honorarios si no ganamos",
        description:
          "Trabajamos por honorarios de contingencia, así que no paga nada por adelantado. Si no " +
          "ganamos, no nos paga honorarios.",
      },
    ],
  },
  cta: {
    title: "Deje la batalla legal en nuestras manos",
    text:
      "Concéntrese en su recuperación y en su familia. Cuéntenos qué pasó y le responderemos en menos de " +
      "24 horas; para asuntos urgentes estamos disponibles las 24 horas, los 7 días de la semana.",
    button: "Comience su consulta gratuita",
  },
};

export const catastrophicInjury: PerLocale<PracticePageCopy> = { en, es };
