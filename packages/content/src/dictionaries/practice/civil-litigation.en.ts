import type { PracticePageCopy } from "./practice-page.ts";

/** The civil-litigation practice page in English (civil-litigation.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Civil Litigation Attorney in California",
    description:
      "Experienced California civil litigators for contract, property, insurance and injury disputes. " +
      "Free consultation and a reply within 24 hours.",
  },
  hero: {
    title: "Civil Litigation Attorneys",
    subtitle:
      "Clear strategy, careful preparation and strong advocacy, from the first letter to the final verdict.",
  },
  intro: {
    title: "When a Dispute Has to Be Resolved",
    paragraphs: [
      "Civil litigation is the process of resolving disputes between people, businesses and " +
        "organizations through the courts, when the goal is compensation or a court order rather than " +
        "criminal punishment. It can involve a broken contract, damaged property, an insurer that refuses " +
        "to pay, or an injury caused by someone else's negligence.",
      "Most civil cases are resolved before trial, through negotiation, mediation or a motion decided by " +
        "the judge. But the cases that settle on good terms are usually the ones prepared as if they were " +
        "going to trial. That is how we approach every case.",
      "For {years} years, attorney {attorney} and our team have represented clients in California " +
        "state and federal courts. We explain each stage of the process in plain language, give you an " +
        "honest assessment of your options, and keep you informed from start to finish.",
    ],
  },
  sections: [
    {
      title: "Our Civil Litigation Practice Areas",
      items: [
        {
          title: "Personal Injury Litigation",
          description:
            "Lawsuits for injuries caused by accidents, unsafe property, defective products and " +
            "professional negligence.",
        },
        {
          title: "Employment Litigation",
          description:
            "Claims for harassment, discrimination, retaliation, wrongful termination and unpaid wages.",
        },
        {
          title: "Contract and Business Disputes",
          description:
            "Breach of contract, fraud, partnership disputes and other conflicts between businesses and " +
            "individuals.",
        },
        {
          title: "Real Estate and Property Disputes",
          description:
            "Boundary and easement disputes, construction defects, and conflicts between buyers, " +
            "sellers, landlords and tenants.",
        },
        {
          title: "Insurance Bad Faith",
          description: "Claims against insurers that unreasonably deny, delay or underpay a valid claim.",
        },
        {
          title: "Elder and Dependent Adult Abuse",
          description:
            "Civil claims for neglect, physical abuse and financial abuse of older and dependent adults.",
        },
      ],
    },
    {
      title: "Pre-Trial Services",
      items: [
        {
          title: "Case Evaluation",
          description:
            "A review of the facts, documents and applicable law, including deadlines that could bar " +
            "your claim.",
        },
        {
          title: "Pleadings",
          description: "Drafting and filing the complaint, or responding to one filed against you.",
        },
        {
          title: "Discovery",
          description:
            "Written questions, document requests and depositions to uncover the evidence the other side " +
            "holds.",
        },
        {
          title: "Motions",
          description:
            "Motions to compel evidence, dismiss weak claims or decide the case before trial when the " +
            "law allows.",
        },
        {
          title: "Mediation and Settlement",
          description:
            "Negotiating a resolution that meets your goals, with a clear view of what a trial could bring.",
        },
      ],
    },
    {
      title: "Trial Services",
      items: [
        {
          title: "Trial Preparation",
          description:
            "Organizing exhibits, preparing witnesses and building a clear story that a judge or jury " +
            "can follow.",
        },
        {
          title: "Jury Selection",
          description: "Questioning potential jurors to identify bias and seat a fair jury.",
        },
        {
          title: "Witnesses and Experts",
          description:
            "Examining witnesses and presenting expert testimony, supported by illustrations and " +
            "animations when helpful.",
        },
        {
          title: "Post-Trial Motions and Appeals",
          description: "Protecting a verdict, challenging an unfair result and enforcing the judgment.",
        },
      ],
    },
    {
      title: "Our Four-Step Process",
      numbered: true,
      items: [
        {
          title: "Case Assessment",
          description:
            "We listen to your story, review your documents and tell you honestly what your options are.",
        },
        {
          title: "Strategy Development",
          description:
            "We set goals with you and choose the path, negotiation, mediation or litigation, that best " +
            "serves them.",
        },
        {
          title: "Evidence Building",
          description:
            "We gather records, interview witnesses and bring in experts to prove each element of your case.",
        },
        {
          title: "Resolution",
          description:
            "We pursue a fair settlement and, if the other side will not agree to one, take your case to " +
            "trial.",
        },
      ],
    },
    {
      title: "Common Civil Disputes",
      items: [
        {
          title: "Unpaid Debts and Loans",
          description: "Money owed under a promissory note, a personal loan or an unpaid invoice.",
        },
        {
          title: "Contractor and Construction Disputes",
          description:
            "Unfinished work, poor workmanship and payment disputes with contractors and homeowners.",
        },
        {
          title: "Fraud and Misrepresentation",
          description:
            "Losses caused by lies or hidden facts in a sale, an investment or another transaction.",
        },
        {
          title: "Defamation",
          description: "False statements of fact that damage your reputation, your business or your career.",
        },
        {
          title: "Denied Insurance Claims",
          description:
            "Home, auto, disability and other policies where the insurer will not honor its promise.",
        },
        {
          title: "Landlord and Tenant Disputes",
          description: "Security deposits, habitability problems, lease violations and property damage.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "{years} Years of Courtroom Experience",
        description:
          "We know California civil procedure, and we know how to present a case to a judge and jury.",
      },
      {
        title: "A Team Behind Every Case",
        description:
          "Paralegals, investigators and experts support your attorney at every stage of the case.",
      },
      {
        title: "Honest, Responsive Counsel",
        description:
          "We reply within 24 hours and give you straight answers, including when settlement is the " +
          "smarter path.",
      },
    ],
  },
  cta: {
    title: "Discuss Your Dispute With Us",
    text:
      "Tell us what happened and what you want to achieve. We reply within 24 hours, and we are available " +
      "24/7 for urgent matters.",
    button: "Start Your Free Consultation",
  },
};
