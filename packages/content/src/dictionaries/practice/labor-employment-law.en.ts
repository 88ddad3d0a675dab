import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The labor-employment-law practice page in English (labor-employment-law.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Employment Lawyer in California",
    description:
      "Wrongful termination, discrimination, unpaid wages or retaliation at work in California? Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Labor and Employment Law Attorneys",
    subtitle:
      "California gives workers some of the strongest protections in the country. We help you use them.",
  },
  intro: {
    title: "Standing Up for California Workers",
    paragraphs: [
      "California employment law protects workers from discrimination, harassment and retaliation, and " +
        "it sets strict rules on wages, overtime, meal and rest breaks, and leave. When an employer breaks " +
        "those rules, you may be entitled to back pay, damages and, in many cases, an award of attorney's " +
        "fees.",
      "The Fair Employment and Housing Act (FEHA) prohibits discrimination based on characteristics that " +
        "include race, religion, sex, gender identity, sexual orientation, national origin, disability, " +
        "pregnancy and age for workers 40 and over. California wage law generally requires overtime for " +
        "non-exempt employees who work more than 8 hours in a day or 40 in a week, and an extra hour of " +
        "pay when a required meal or rest break is denied.",
      "You do not have to choose between your rights and your job. It is illegal to fire, demote or " +
        "punish you for reporting discrimination, asking for unpaid wages, raising a safety concern with " +
        "Cal/OSHA or reporting a violation of law. Deadlines vary by claim, so talk to us as soon as you " +
        "can.",
    ],
  },
  sections: [
    {
      title: "Employment Claims We Handle",
      items: [
        {
          title: "Wrongful Termination",
          description:
            "Firings that violate public policy, an employment contract or anti-discrimination and " +
            "anti-retaliation laws.",
        },
        {
          title: "Discrimination",
          description:
            "Unequal treatment in hiring, pay, promotion, discipline or termination because of a protected " +
            "characteristic.",
        },
        {
          title: "Harassment",
          description:
            "Sexual harassment and harassment based on race, age, disability or other protected " +
            "characteristics.",
        },
        {
          title: "Retaliation and Whistleblowing",
          description:
            "Punishment for reporting illegal conduct, safety violations, discrimination or unpaid wages.",
        },
        {
          title: "Unpaid Wages and Overtime",
          description:
            "Minimum wage violations, unpaid overtime and double time, off-the-clock work and final pay " +
            "violations.",
        },
        {
          title: "Meal and Rest Break Violations",
          description:
            "Missed, late or interrupted breaks, and the premium pay employers owe when breaks are denied.",
        },
        {
          title: "Employee Misclassification",
          description: "Workers wrongly labeled as independent contractors or as exempt from overtime.",
        },
        {
          title: "Leave and Accommodation",
          description:
            "Denial of family and medical leave under CFRA, or failure to accommodate a disability or " +
            "pregnancy.",
        },
      ],
    },
    {
      title: "Characteristics Protected Under FEHA",
      intro: "FEHA's discrimination rules generally apply to employers with five or more employees.",
      items: [
        {
          title: "Age (40 and Over)",
          description:
            "Workers 40 and older may not be passed over, pushed out or laid off because of their age.",
        },
        {
          title: "Race, Color and Ancestry",
          description:
            "Including traits historically associated with race, such as hair texture and protective " +
            "hairstyles.",
        },
        {
          title: "National Origin",
          description:
            "Including language use restrictions and accent discrimination that are not justified by the " +
            "job.",
        },
        {
          title: "Religion",
          description:
            "Including religious dress and grooming practices and reasonable accommodation of beliefs.",
        },
        {
          title: "Sex, Gender and Sexual Orientation",
          description: "Including gender identity, gender expression and sexual orientation.",
        },
        {
          title: "Pregnancy and Related Conditions",
          description: "Including childbirth, breastfeeding and related medical conditions.",
        },
        {
          title: "Disability and Medical Condition",
          description: "Physical and mental disabilities, medical conditions and genetic information.",
        },
        {
          title: "Marital and Military Status",
          description: "Marital status and military or veteran status.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Confidential Case Review",
          description:
            "We review your pay records, messages and timeline and explain which claims apply and which " +
            "deadlines govern them.",
        },
        {
          title: "Agency Complaints",
          description:
            "We file complaints with the Civil Rights Department and obtain right-to-sue notices, and " +
            "pursue wage claims with the Labor Commissioner when that is the better path.",
        },
        {
          title: "Severance and Separation Review",
          description:
            "We review severance offers and releases before you sign away rights you may not know you have.",
        },
        {
          title: "Negotiation",
          description:
            "We present your claims to the employer and negotiate a resolution backed by evidence.",
        },
        {
          title: "Litigation",
          description:
            "We file lawsuits in court, including representative claims under the Private Attorneys " +
            "General Act (PAGA) when appropriate.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Workers Choose {firmName}",
    items: [
      {
        title: "{years} Years of Experience",
        description:
          "We know California employment law and how employers and their lawyers defend these claims.",
      },
      {
        title: "We Speak Your Language",
        description: "We serve workers in English and Spanish, and we reply within 24 hours.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description: "You pay nothing upfront to get started. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Know Your Rights at Work",
    text:
      "Tell us what is happening at your job. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};
