import type { PracticePageCopy } from "./practice-page.ts";

/** The business-litigation practice page in English (business-litigation.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Business Litigation Attorney in California",
    description:
      "Contract, partnership, trade secret and unfair competition disputes for California businesses. " +
      "Consultation by appointment (not free); fees explained first.",
  },
  hero: {
    title: "Business Litigation Attorneys",
    subtitle:
      "Protect your company, your contracts and your reputation with a litigation team that understands " +
      "business.",
  },
  intro: {
    title: "Disputes Cost Businesses More Than Money",
    paragraphs: [
      "A business dispute pulls owners and managers away from running the company, strains relationships " +
        "with partners and customers, and puts cash flow at risk. Whether another party broke a contract, " +
        "a partner is acting against the company's interests or a competitor is using your confidential " +
        "information, you need a clear plan and someone who can carry it out.",
      "Our business litigation practice handles breach of contract claims, partnership and shareholder " +
        "disputes, fraud and misrepresentation, unfair competition under California's Business and " +
        "Professions Code §17200, trade secret misappropriation, and commercial lease and vendor disputes. " +
        "We represent business owners and companies in state and federal courts and in arbitration.",
      "Not every dispute should end in a trial. We start by understanding your goals and what the " +
        "dispute is really costing you, then recommend the path that makes business sense, whether that is " +
        "a firm demand letter, mediation, an injunction to stop ongoing harm, or a full lawsuit.",
    ],
  },
  sections: [
    {
      title: "Common Business Disputes We Handle",
      items: [
        {
          title: "Breach of Contract",
          description:
            "Unpaid invoices, missed deliveries, broken service agreements and contracts the other side " +
            "refuses to honor.",
        },
        {
          title: "Partnership and Shareholder Disputes",
          description:
            "Conflicts among owners over control, profits, buyouts, breaches of fiduciary duty and the " +
            "dissolution of a business.",
        },
        {
          title: "Business Fraud and Misrepresentation",
          description:
            "Losses caused by false statements, concealed information or deceptive practices in a " +
            "business deal.",
        },
        {
          title: "Unfair Competition and Business Torts",
          description:
            "Claims under the Unfair Competition Law and for interference with your contracts or " +
            "customer relationships.",
        },
        {
          title: "Trade Secret Misappropriation",
          description:
            "Protecting customer lists, pricing, formulas and other confidential information under the " +
            "California Uniform Trade Secrets Act.",
        },
        {
          title: "Commercial Lease and Real Estate Disputes",
          description:
            "Disagreements between landlords and business tenants over rent, repairs, use restrictions " +
            "and lease terms.",
        },
      ],
    },
    {
      title: "Our Business Litigation Services",
      items: [
        {
          title: "Case Evaluation and Risk Assessment",
          description:
            "An honest look at the strengths, weaknesses, likely costs and realistic options before you " +
            "commit to a course of action.",
        },
        {
          title: "Pre-Litigation Negotiation",
          description:
            "Demand letters and direct negotiation that often resolve a dispute before a lawsuit is filed.",
        },
        {
          title: "Mediation and Arbitration",
          description:
            "Representation in alternative dispute resolution, including arbitration required by many " +
            "commercial contracts.",
        },
        {
          title: "Injunctions and Emergency Relief",
          description:
            "Temporary restraining orders and preliminary injunctions to stop ongoing harm while the " +
            "case moves forward.",
        },
        {
          title: "Discovery and Expert Support",
          description:
            "Document and electronic discovery, depositions, and forensic accountants and industry " +
            "experts when the case calls for them.",
        },
        {
          title: "Trial and Judgment Enforcement",
          description:
            "Courtroom advocacy in state and federal court and, if the court rules in your favor, collecting " +
            "on the judgment.",
        },
      ],
    },
    {
      title: "Issues We Resolve",
      items: [
        {
          title: "Contract and Commercial Disputes",
          description:
            "Holding customers, suppliers and partners to the agreements they made, and defending " +
            "against unfounded claims.",
        },
        {
          title: "Ownership and Governance Conflicts",
          description:
            "Resolving disputes among partners, members and shareholders while protecting the value of " +
            "the business.",
        },
        {
          title: "Competition and Confidential Information",
          description:
            "Stopping unfair business practices and the misuse of your trade secrets by former employees " +
            "or competitors.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Businesses Choose {firmName}",
    items: [
      {
        title: "{years} Years in California Courts",
        description:
          "Decades of litigation experience, from the first demand letter through trial and appeal.",
      },
      {
        title: "Strategy That Makes Business Sense",
        description:
          "We weigh the cost of every step against what it can achieve for your company, and we explain " +
          "fees before work begins.",
      },
      {
        title: "Ready for Trial",
        description:
          "Opponents settle on better terms when they know your lawyers are prepared to go to court, and " +
          "we are.",
      },
    ],
  },
  cta: {
    title: "Protect Your Business Today",
    text:
      "Tell us about the dispute and we will reply within 24 hours. If you need emergency relief, we are " +
      "available 24/7 for urgent matters.",
    button: "Schedule a Consultation",
  },
};
