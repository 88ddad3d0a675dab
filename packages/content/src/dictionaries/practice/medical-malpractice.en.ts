import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The medical-malpractice practice page in English (medical-malpractice.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Medical Malpractice Lawyer in California",
    description:
      "Harmed by a misdiagnosis, surgical error or medication mistake in California? We know MICRA. Free " +
      "consultation; no fee unless we win.",
  },
  hero: {
    title: "Medical Malpractice Attorneys",
    subtitle:
      "You trusted your care to professionals. When that trust is broken, we help you hold them accountable.",
  },
  intro: {
    title: "When Medical Care Causes Harm",
    paragraphs: [
      "Medical malpractice happens when a doctor, nurse, hospital or other health care provider fails to " +
        "meet the accepted standard of care and a patient is harmed as a result. Common cases include " +
        "missed or delayed diagnoses, surgical mistakes, medication errors, birth injuries, anesthesia " +
        "errors and treatment given without informed consent. Not every bad outcome is malpractice, which " +
        "is why each case needs a careful review by qualified medical experts.",
      "California handles these claims under special rules, many of them from the Medical Injury " +
        "Compensation Reform Act (MICRA). MICRA limits non-economic damages, such as pain and suffering, " +
        "though changes that took effect in 2023 raised those limits and increase them over time. Economic " +
        "losses, such as medical bills and lost income, are not capped. Before filing a lawsuit, the " +
        "provider must generally receive 90 days' written notice.",
      "The deadlines are strict. In most cases, a claim must be filed within three years of the injury " +
        "or one year after you discovered it, or reasonably should have, whichever comes first. Claims " +
        "against public hospitals have even shorter deadlines. If you suspect something went wrong, " +
        "contact us as soon as possible.",
    ],
  },
  sections: [
    {
      title: "Common Medical Malpractice Cases",
      items: [
        {
          title: "Misdiagnosis and Delayed Diagnosis",
          description:
            "Missed cancer, stroke, heart attack, infection or sepsis that allows a treatable condition " +
            "to become serious.",
        },
        {
          title: "Surgical Errors",
          description:
            "Wrong-site surgery, damage to organs or nerves, retained instruments and poor " +
            "post-operative care.",
        },
        {
          title: "Medication Errors",
          description: "The wrong drug or dose, dangerous drug interactions and pharmacy mistakes.",
        },
        {
          title: "Birth Injuries",
          description:
            "Harm to mother or baby from delayed delivery, failure to monitor fetal distress or improper " +
            "use of delivery tools.",
        },
        {
          title: "Anesthesia Errors",
          description:
            "Overdoses, poor monitoring during a procedure and failure to review a patient's medical " +
            "history.",
        },
        {
          title: "Lack of Informed Consent",
          description:
            "Treatment performed without explaining the known risks and alternatives a reasonable " +
            "patient would want to know.",
        },
      ],
    },
    {
      title: "How We Handle Your Case",
      items: [
        {
          title: "Medical Record Review",
          description: "We obtain and study your complete records to understand what happened and when.",
        },
        {
          title: "Independent Expert Opinions",
          description:
            "Qualified physicians review whether your care fell below the standard and caused your injury.",
        },
        {
          title: "MICRA Compliance",
          description:
            "We serve the required notice and meet each procedural requirement so your claim is not lost " +
            "on a technicality.",
        },
        {
          title: "Full Damages Analysis",
          description:
            "Life-care planners and economists calculate your future medical needs and lost earning " +
            "capacity.",
        },
        {
          title: "Negotiation and Trial",
          description:
            "We take on hospitals, medical groups and their insurers, and we are prepared to present " +
            "your case to a jury.",
        },
      ],
    },
    {
      title: "The Three Questions Every Case Must Answer",
      items: [
        {
          title: "Standard of Care",
          description:
            "Did the provider fail to do what a reasonably careful professional would have done in the " +
            "same situation?",
        },
        {
          title: "Causation",
          description:
            "Did that failure actually cause your injury, rather than your underlying illness or condition?",
        },
        {
          title: "Damages",
          description:
            "What has the injury cost you, in medical care, income and quality of life, now and in the " +
            "future?",
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
          "We understand the medicine and California's malpractice rules, including MICRA's limits and " +
          "deadlines.",
      },
      {
        title: "Medical Experts on Our Team",
        description:
          "We work with medical experts and medical illustrators who help explain complex care to " +
          "insurers and juries.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description:
          "California law regulates attorney's fees in these cases, and we explain them clearly at the " +
          "start. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Get Answers About Your Medical Care",
    text: "Tell us what happened and we will reply within 24 hours. We are available 24/7 for urgent needs.",
    button: "Start Your Free Consultation",
  },
};
