import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The product-liability practice page in English (product-liability.ts pairs the two languages). */
export const en: PracticePageCopy = {
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
      feeClaim({
        title: "No Fee Unless We Win",
        description: "You pay nothing upfront, even against large manufacturers. No fee unless we win.",
      }),
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
