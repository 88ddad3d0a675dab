import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The dental-malpractice practice page in English (dental-malpractice.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Dental Malpractice Lawyer in California",
    description:
      "Nerve damage, a botched implant or a missed diagnosis from a dentist in California? Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Dental Malpractice Attorneys",
    subtitle:
      "A routine dental visit should not leave you with lasting pain, numbness or costly corrective work.",
  },
  intro: {
    title: "When Dental Treatment Goes Wrong",
    paragraphs: [
      "Dentists, oral surgeons, orthodontists and endodontists owe their patients the same duty of " +
        "reasonable care as any other health care provider. When they fall short, the results can be " +
        "serious: permanent nerve damage after an extraction or implant, a spreading infection, an oral " +
        "cancer that goes undiagnosed, or a complication from sedation.",
      "Dental malpractice claims in California are governed by the same rules as medical malpractice, " +
        "including MICRA. That means a required 90-day notice before filing suit, limits on non-economic " +
        "damages, and strict deadlines: generally three years from the injury or one year from when you " +
        "discovered it, whichever comes first.",
      "Proving these cases takes dental expertise. Our team works with dental experts who review your " +
        "records, X-rays and scans, explain what should have happened, and estimate the cost of the " +
        "corrective treatment you now need.",
    ],
  },
  sections: [
    {
      title: "Common Dental Malpractice Cases",
      items: [
        {
          title: "Nerve Damage",
          description:
            "Injury to the inferior alveolar or lingual nerve during extractions, implants or " +
            "injections, causing numbness, pain or loss of taste.",
        },
        {
          title: "Implant Failures",
          description:
            "Implants placed in the wrong position or without enough bone, damaging nerves, sinuses or " +
            "neighboring teeth.",
        },
        {
          title: "Failure to Diagnose",
          description:
            "Missed oral cancer, advanced gum disease or infections that a careful dentist should have " +
            "caught.",
        },
        {
          title: "Extraction Errors",
          description:
            "Removal of the wrong tooth, jaw fractures and complications from wisdom tooth surgery.",
        },
        {
          title: "Anesthesia and Sedation Errors",
          description:
            "Overdoses, poor monitoring and inadequate emergency preparation during sedation, with " +
            "special risks for children.",
        },
        {
          title: "Root Canal and Crown Complications",
          description:
            "Broken instruments, perforations and poorly fitted crowns or bridges that lead to infection " +
            "and tooth loss.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Dental Record and Imaging Review",
          description:
            "We collect your charts, X-rays and CBCT scans and build a clear timeline of your treatment.",
        },
        {
          title: "Dental Expert Evaluation",
          description:
            "Qualified dental experts assess whether your care met the standard and what caused your injury.",
        },
        {
          title: "Corrective Treatment Planning",
          description:
            "We document the cost of the repair work, specialist care and future treatment you will need.",
        },
        {
          title: "MICRA Notice and Filing",
          description:
            "We handle the notice of intent to sue and every filing deadline so your claim stays on track.",
        },
        {
          title: "Negotiation and Trial",
          description:
            "We deal with the dentist's malpractice insurer and are prepared to take your case to trial.",
        },
      ],
    },
    {
      title: "Signs Your Dental Care May Have Gone Wrong",
      items: [
        {
          title: "Numbness That Does Not Go Away",
          description:
            "Tingling, numbness or burning in the lip, chin or tongue weeks after a procedure may signal " +
            "nerve damage.",
        },
        {
          title: "Pain or Infection That Gets Worse",
          description:
            "Swelling, fever or pain that keeps increasing after treatment may mean a complication was " +
            "missed.",
        },
        {
          title: "Another Dentist Must Fix the Work",
          description:
            "If a new dentist says earlier work must be redone or removed, it is worth asking why.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "Dental Experts on Our Team",
        description:
          "Our team includes dental experts and medical illustrators who make complex dental injuries " +
          "easy to understand.",
      },
      {
        title: "{years} Years of Experience",
        description:
          "We have handled professional negligence cases throughout California and know how dental " +
          "insurers defend them.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description:
          "You pay nothing upfront, and we explain exactly how fees work before you decide. No fee " +
          "unless we win.",
      }),
    ],
  },
  cta: {
    title: "Talk to Us About Your Dental Injury",
    text:
      "Tell us about your treatment and symptoms. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};
