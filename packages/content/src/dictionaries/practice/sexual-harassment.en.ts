import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The sexual-harassment practice page in English (sexual-harassment.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Sexual Harassment Lawyer in California",
    description:
      "Confidential help for workplace sexual harassment and retaliation in California. CRD and EEOC " +
      "complaints. Free consultation; no fee unless we win.",
  },
  hero: {
    title: "Sexual Harassment Attorneys",
    subtitle: "You have the right to work without harassment, and to speak up without losing your job.",
  },
  intro: {
    title: "You Do Not Have to Put Up With It",
    paragraphs: [
      "Sexual harassment is illegal in California, whether it comes from a supervisor, a co-worker, a " +
        "client or a customer. The California Fair Employment and Housing Act (FEHA) protects employees of " +
        "businesses of every size, as well as job applicants, unpaid interns, volunteers and many " +
        "contractors, and it often goes further than federal law.",
      "Coming forward is hard. Many people worry about being believed, about their careers and about " +
        "what happens next. We listen first, in complete confidence, and explain your options in plain " +
        "language before you decide anything. You stay in control of every decision about your case.",
      "Timing matters. In California you generally have three years from the last act of harassment to " +
        "file a complaint with the Civil Rights Department (CRD), and 300 days to file with the federal " +
        "Equal Employment Opportunity Commission (EEOC). Saving messages, e-mails and notes now can make a " +
        "real difference later.",
    ],
  },
  sections: [
    {
      title: "Types of Sexual Harassment",
      items: [
        {
          title: "Quid Pro Quo",
          description:
            "A job, promotion, schedule or raise is tied to sexual favors, or you are punished for " +
            "refusing them.",
        },
        {
          title: "Hostile Work Environment",
          description:
            "Sexual comments, jokes, images or conduct severe or pervasive enough to make your workplace " +
            "intimidating or offensive.",
        },
        {
          title: "Unwanted Physical Contact",
          description:
            "Touching, grabbing, blocking your way or any other physical conduct you did not welcome.",
        },
        {
          title: "Digital and Visual Harassment",
          description:
            "Explicit texts, images, e-mails or social media messages, including harassment in remote " +
            "and online workplaces.",
        },
        {
          title: "Harassment by Customers or Clients",
          description:
            "Employers must act when they know, or should know, that non-employees are harassing their " +
            "staff.",
        },
        {
          title: "Harassment in Professional Relationships",
          description:
            "California law also covers harassment by landlords, doctors, teachers and other " +
            "professionals under Civil Code §51.9.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Confidential Case Evaluation",
          description:
            "A private conversation about what happened, protected by attorney-client confidentiality, " +
            "with a clear explanation of your options.",
        },
        {
          title: "CRD and EEOC Complaint Filing",
          description:
            "We prepare and file your administrative complaint with California's Civil Rights Department " +
            "or the EEOC and request your right-to-sue notice.",
        },
        {
          title: "Retaliation Protection",
          description:
            "We step in if you are demoted, cut from the schedule, disciplined or fired after reporting " +
            "harassment.",
        },
        {
          title: "Evidence and Witnesses",
          description:
            "We help you preserve messages, records and witness accounts, and we obtain the employer's " +
            "policies and investigation files.",
        },
        {
          title: "Negotiation and Litigation",
          description:
            "We negotiate with the employer and its lawyers and, when needed, file a lawsuit and take " +
            "your case to trial.",
        },
      ],
    },
    {
      title: "Your Rights Under California Law",
      items: [
        {
          title: "A Workplace Free of Harassment",
          description:
            "California employers must take reasonable steps to prevent harassment and correct it when " +
            "it happens.",
        },
        {
          title: "The Right to Complain",
          description:
            "You can report harassment to your employer, the CRD or the EEOC, and take part in an " +
            "investigation, without retaliation.",
        },
        {
          title: "Employer Responsibility for Supervisors",
          description:
            "Under FEHA, an employer is generally responsible for sexual harassment committed by its " +
            "supervisors.",
        },
        {
          title: "Prevention Training",
          description:
            "Employers with five or more employees must provide sexual harassment prevention training to " +
            "supervisors and staff.",
        },
        {
          title: "Limits on Secrecy",
          description:
            "California law restricts settlement terms that would stop you from disclosing the facts of " +
            "sexual harassment.",
        },
      ],
    },
    {
      title: "Compensation You May Recover",
      items: [
        {
          title: "Lost Wages and Benefits",
          description:
            "Back pay for income you lost and, where appropriate, future pay if you cannot return to the " +
            "job.",
        },
        {
          title: "Emotional Distress",
          description:
            "Compensation for anxiety, depression, humiliation and the other ways harassment has " +
            "affected your life.",
        },
        {
          title: "Punitive Damages",
          description:
            "In cases of malice, oppression or fraud, damages meant to punish the employer and deter " +
            "similar conduct.",
        },
        {
          title: "Attorney's Fees and Costs",
          description:
            "FEHA allows a court to order the employer to pay your attorney's fees and costs if you win.",
        },
        {
          title: "Reinstatement and Policy Changes",
          description:
            "In some cases, getting your job back or requiring the employer to change how it handles " +
            "complaints.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "Confidential and Compassionate",
        description:
          "We treat your story with discretion and respect, and you will never be pressured into a decision.",
      },
      {
        title: "{years} Years of Advocacy",
        description:
          "We know how employers and their insurers defend these cases, and we prepare every case as if " +
          "it will go to trial.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description: "You pay nothing upfront to get started. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Take the First Step in Confidence",
    text:
      "Reach out privately and tell us what you are facing. We reply within 24 hours, and we are available " +
      "24/7 for urgent matters.",
    button: "Start Your Free Consultation",
  },
};
