import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The truck-accident-injuries practice page in English (truck-accident-injuries.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Truck Accident Lawyer in California",
    description:
      "Hit by a big rig or commercial truck in California? We move fast to preserve evidence. Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Truck Accident Attorneys",
    subtitle:
      "Trucking companies send investigators to the scene within hours. You need a legal team moving just " +
      "as fast.",
  },
  intro: {
    title: "Crashes With Commercial Trucks Are Different",
    paragraphs: [
      "A loaded tractor-trailer can weigh many times more than a passenger car, so collisions on " +
        "freeways like I-5, I-10, I-15, SR-91 and SR-99 often cause catastrophic injuries and deaths. " +
        "Common cases involve driver fatigue, speeding, unsafe lane changes and wide turns, improperly " +
        "loaded cargo, brake and tire failures, jackknifes, rollovers and underride crashes.",
      "Truck cases are governed by Federal Motor Carrier Safety Administration (FMCSA) rules on hours of " +
        "service, driver qualifications, drug and alcohol testing and vehicle maintenance, along with " +
        "California's own regulations. Violations of these rules can be powerful evidence, but the records " +
        "that prove them, such as electronic logging device data, dispatch records and inspection reports, " +
        "may be kept for only a limited time. We send preservation demands immediately.",
      "More than one party may share responsibility: the driver, the motor carrier, the owner of the " +
        "trailer, the shipper that loaded it, and the companies that maintained or built the truck. We " +
        "identify every party and every insurance policy that can contribute to your recovery. Most claims " +
        "must be filed within two years, and sooner when a public agency is involved.",
    ],
  },
  sections: [
    {
      title: "Common Truck Accident Cases",
      items: [
        {
          title: "Driver Fatigue",
          description: "Drivers pushed past hours-of-service limits to meet delivery schedules.",
        },
        {
          title: "Speeding and Tailgating",
          description: "Heavy trucks that cannot stop in time, especially in traffic and on grades.",
        },
        {
          title: "Improper Cargo Loading",
          description:
            "Overloaded, unbalanced or unsecured loads that cause rollovers or spill onto the road.",
        },
        {
          title: "Poor Maintenance",
          description:
            "Brake, tire, lighting and steering failures caused by skipped inspections and repairs.",
        },
        {
          title: "Jackknife and Rollover Crashes",
          description: "Loss of control that turns a truck into a barrier across several lanes.",
        },
        {
          title: "Blind Spot and Wide-Turn Crashes",
          description:
            "Collisions with cars, cyclists and pedestrians in a truck's no-zones or during right turns.",
        },
      ],
    },
    {
      title: "Our Truck Accident Services",
      items: [
        {
          title: "Immediate Evidence Preservation",
          description:
            "Preservation demands for the truck, its electronic data, dashcam video and company records.",
        },
        {
          title: "Electronic Data Analysis",
          description:
            "Review of logging device, engine control module and GPS data for speed, braking and hours " +
            "driven.",
        },
        {
          title: "Regulatory Investigation",
          description:
            "Examination of driver qualification files, drug testing, inspections and the carrier's safety " +
            "history.",
        },
        {
          title: "Accident Reconstruction",
          description: "Reconstruction and animation experts who show exactly how the crash happened.",
        },
        {
          title: "Full Insurance Recovery",
          description: "Identifying every liable company and every available insurance policy.",
        },
        {
          title: "Trial Preparation",
          description: "Preparing each case to stand up against trucking companies' defense teams in court.",
        },
      ],
    },
    {
      title: "Why Truck Cases Need a Different Approach",
      items: [
        {
          title: "Multiple Defendants",
          description:
            "Drivers, carriers, shippers, leasing companies and manufacturers often blame one another.",
        },
        {
          title: "Federal and State Rules",
          description:
            "Federal and California safety regulations create duties that ordinary car cases do not involve.",
        },
        {
          title: "Aggressive Defense",
          description:
            "Commercial insurers and their rapid-response teams begin defending the case from day one.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "{years} Years of Experience",
        description: "We have taken on trucking companies and commercial insurers across California.",
      },
      {
        title: "Reconstruction and Medical Experts",
        description:
          "Our network of accident reconstruction, animation and medical experts strengthens every stage " +
          "of your case.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description:
          "We handle truck accident cases on contingency, with nothing to pay upfront. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Act Before the Evidence Disappears",
    text:
      "Contact us as soon as you can after a truck crash. We reply within 24 hours, and we are available " +
      "24/7 for urgent matters.",
    button: "Start Your Free Consultation",
  },
};
