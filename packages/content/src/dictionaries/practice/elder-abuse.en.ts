import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The elder-abuse practice page in English (elder-abuse.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Elder Abuse Lawyer in California",
    description:
      "Nursing home neglect, physical or financial abuse of an older loved one in California? Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Elder Abuse and Nursing Home Neglect Attorneys",
    subtitle: "Our elders deserve safety, dignity and respect. We hold those who fail them accountable.",
  },
  intro: {
    title: "Protecting the People Who Cared for Us",
    paragraphs: [
      "Families trust nursing homes, assisted living facilities and in-home caregivers to keep their " +
        "loved ones safe. Too often, understaffing, poor training and indifference lead to neglect and " +
        "abuse: pressure injuries, dehydration, preventable falls, overmedication, or the theft of a " +
        "lifetime of savings.",
      "California's Elder Abuse and Dependent Adult Civil Protection Act protects people 65 and older, " +
        "and dependent adults between 18 and 64, from physical abuse, neglect, financial abuse, " +
        "abandonment and isolation. When the abuse or neglect was reckless, oppressive, fraudulent or " +
        "malicious, the Act allows enhanced remedies, including an award of attorney's fees, that are not " +
        "available in ordinary injury cases.",
      "If someone is in immediate danger, call 911. You can also report suspected abuse to your county's " +
        "Adult Protective Services or the Long-Term Care Ombudsman. Then talk to us: we can help you " +
        "protect your loved one, investigate what happened and pursue compensation from those responsible.",
    ],
  },
  sections: [
    {
      title: "Common Elder Abuse Cases",
      items: [
        {
          title: "Nursing Home Neglect",
          description:
            "Pressure injuries (bedsores), malnutrition, dehydration and poor hygiene caused by inadequate " +
            "care.",
        },
        {
          title: "Preventable Falls",
          description:
            "Falls caused by a lack of supervision, ignored fall-risk plans or unsafe conditions in the " +
            "facility.",
        },
        {
          title: "Physical Abuse and Restraints",
          description:
            "Hitting, rough handling, improper physical restraints and overmedication used to keep " +
            "residents quiet.",
        },
        {
          title: "Financial Abuse",
          description:
            "Theft, scams, misuse of a power of attorney and pressure to change a will, trust or property " +
            "deed.",
        },
        {
          title: "Emotional Abuse and Isolation",
          description:
            "Threats, humiliation and cutting an older adult off from family, friends or visitors.",
        },
        {
          title: "Abandonment",
          description:
            "Deserting an elder or dependent adult by someone who has taken on responsibility for their " +
            "care.",
        },
      ],
    },
    {
      title: "How We Help Your Family",
      items: [
        {
          title: "Facility Investigation",
          description:
            "We obtain care records, staffing levels and state inspection reports to uncover what went " +
            "wrong.",
        },
        {
          title: "Medical Expert Review",
          description:
            "Geriatric and medical experts explain how injuries happened and whether they were preventable.",
        },
        {
          title: "Protecting Your Loved One",
          description:
            "We help you work with Adult Protective Services and seek protective orders when needed.",
        },
        {
          title: "Recovering Stolen Assets",
          description: "In financial abuse cases, we trace money and property and pursue their return.",
        },
        {
          title: "Holding Facilities Accountable",
          description:
            "We bring claims against nursing homes, assisted living operators, caregivers and their " +
            "corporate owners.",
        },
      ],
    },
    {
      title: "Warning Signs to Watch For",
      items: [
        {
          title: "Physical Signs",
          description: "Unexplained bruises, fractures, bedsores, sudden weight loss or poor hygiene.",
        },
        {
          title: "Behavioral Changes",
          description: "Fear, withdrawal, agitation or reluctance to speak in front of certain caregivers.",
        },
        {
          title: "Financial Red Flags",
          description:
            "Missing money, unusual withdrawals, unpaid bills or sudden changes to legal documents.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Families Choose {firmName}",
    items: [
      {
        title: "Compassionate Advocacy",
        description:
          "We understand how painful these discoveries are, and we treat your family and your loved one " +
          "with respect.",
      },
      {
        title: "{years} Years of Experience",
        description:
          "We know California elder abuse law and how care facilities and their insurers defend these cases.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description: "Your family pays nothing upfront to get started. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Protect Your Loved One Today",
    text:
      "If you suspect abuse or neglect, tell us what you have seen. We reply within 24 hours, and we are " +
      "available 24/7 for urgent matters.",
    button: "Start Your Free Consultation",
  },
};
