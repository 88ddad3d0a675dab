import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The catastrophic-injury practice page in English (catastrophic-injury.ts pairs the two languages). */
export const en: PracticePageCopy = {
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
      feeClaim({
        title: "No Fee Unless We Win",
        description: "We work on a contingency basis, so you pay nothing upfront. No fee unless we win.",
      }),
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
