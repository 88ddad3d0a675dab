import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The workers-compensation practice page in English (workers-compensation.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Workers' Compensation Lawyer in California",
    description:
      "Hurt on the job in California? Get the medical care and disability benefits you are owed. Free " +
      "consultation; no fee unless we win.",
  },
  hero: {
    title: "Workers' Compensation Attorneys",
    subtitle: "You were hurt doing your job. You are entitled to care and benefits while you recover.",
  },
  intro: {
    title: "Benefits You Earned, Without the Runaround",
    paragraphs: [
      "California's workers' compensation system is meant to provide medical care and wage replacement " +
        "to employees injured on the job, regardless of who was at fault. In practice, claims are often " +
        "delayed, treatment is denied and disability ratings come in lower than they should. Insurance " +
        "companies have experienced adjusters and lawyers; you should have someone on your side too.",
      "Benefits are available to most California employees, including workers who are undocumented, and " +
        "it is illegal for an employer to punish you for filing a claim. If someone other than your " +
        "employer caused your injury, such as a negligent driver or the maker of a defective machine, you " +
        "may also have a separate personal injury claim, and we review that possibility in every case.",
      "Report your injury to your employer in writing as soon as possible and no later than 30 days, and " +
        "ask for a claim form (DWC-1). Waiting can put your benefits at risk. Workers' compensation is a " +
        "separate system from a lawsuit, with its own judges, doctors and deadlines, and we guide you " +
        "through each of them.",
    ],
  },
  sections: [
    {
      title: "Injuries and Illnesses We Handle",
      items: [
        {
          title: "Accidents at Work",
          description:
            "Falls, machinery and equipment accidents, vehicle crashes while on the job and injuries " +
            "from falling objects.",
        },
        {
          title: "Back and Lifting Injuries",
          description:
            "Herniated discs, strains and spinal injuries from lifting, carrying and awkward movements.",
        },
        {
          title: "Repetitive Stress Injuries",
          description:
            "Carpal tunnel syndrome, tendinitis and joint damage that build up over time from repeated " +
            "tasks.",
        },
        {
          title: "Occupational Illnesses",
          description:
            "Respiratory disease, skin conditions and other illnesses caused by exposure to chemicals, " +
            "dust or toxic substances.",
        },
        {
          title: "Heat Illness",
          description:
            "Heat exhaustion and heat stroke, especially in outdoor work where Cal/OSHA requires water, " +
            "shade and rest.",
        },
        {
          title: "Psychiatric Injuries",
          description:
            "Work-related anxiety, depression and post-traumatic stress, which must meet specific legal " +
            "requirements.",
        },
      ],
    },
    {
      title: "Workers' Compensation Benefits",
      intro:
        "California law provides several kinds of benefits. We make sure you receive each one you " +
        "qualify for.",
      items: [
        {
          title: "Medical Care",
          description:
            "Treatment reasonably required to cure or relieve the effects of your injury, including " +
            "doctor visits, surgery, therapy and medication.",
        },
        {
          title: "Temporary Disability",
          description:
            "Wage replacement, generally two-thirds of your average weekly pay within state limits, " +
            "while you cannot work during recovery.",
        },
        {
          title: "Permanent Disability",
          description:
            "Payments if your injury leaves a lasting impairment, based on a rating of your condition, " +
            "age and occupation.",
        },
        {
          title: "Supplemental Job Displacement Benefit",
          description:
            "A voucher for retraining or skill enhancement if your employer cannot offer work you are " +
            "able to do.",
        },
        {
          title: "Death Benefits",
          description:
            "Benefits for dependents, along with burial expenses, when a worker dies from a job-related " +
            "injury or illness.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Filing Your Claim Correctly",
          description: "We make sure your claim is reported, filed and documented properly from the start.",
        },
        {
          title: "Fighting Denials and Delays",
          description:
            "We challenge denied claims, late payments and cut-off benefits before the Workers' " +
            "Compensation Appeals Board.",
        },
        {
          title: "Medical Disputes",
          description:
            "We guide you through Qualified Medical Evaluator exams, utilization review and independent " +
            "medical review.",
        },
        {
          title: "Disability Ratings",
          description:
            "We review medical reports and ratings to make sure your permanent disability is not " +
            "undervalued.",
        },
        {
          title: "Settlements and Hearings",
          description:
            "We negotiate your settlement and represent you at hearings and trial before a workers' " +
            "compensation judge.",
        },
        {
          title: "Third-Party Claims",
          description:
            "When someone other than your employer is responsible, we pursue a separate personal injury " +
            "claim.",
        },
      ],
    },
    {
      title: "What to Do After a Work Injury",
      numbered: true,
      items: [
        {
          title: "Get Medical Care",
          description: "Seek treatment right away and tell the provider that your injury happened at work.",
        },
        {
          title: "Report the Injury",
          description:
            "Tell your supervisor or employer in writing as soon as possible, and no later than 30 days.",
        },
        {
          title: "File the Claim Form",
          description:
            "Complete the DWC-1 claim form your employer must give you, and keep a copy for your records.",
        },
        {
          title: "Talk to a Lawyer",
          description:
            "Get advice before you give recorded statements, sign settlement papers or accept a " +
            "disability rating.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Injured Workers Choose {firmName}",
    items: [
      {
        title: "{years} Years Protecting Workers",
        description:
          "We know the workers' compensation system and the tactics insurers use to limit benefits.",
      },
      {
        title: "Service in English and Spanish",
        description:
          "You can talk to us in the language you are most comfortable with, and we reply within 24 hours.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description:
          "In workers' compensation cases, attorney's fees are reviewed and approved by a judge. No fee " +
          "unless we win.",
      }),
    ],
  },
  cta: {
    title: "Hurt at Work? Protect Your Benefits",
    text:
      "Tell us about your injury and your claim. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};
