import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The dog-bite-victims practice page in English (dog-bite-victims.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Dog Bite Lawyer in California",
    description:
      "Bitten or attacked by a dog in California? Owners are strictly liable under Civil Code §3342. Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Dog Bite Attorneys",
    subtitle:
      "A dog attack can leave physical and emotional scars. California law puts the responsibility on the " +
      "owner.",
  },
  intro: {
    title: "California Holds Dog Owners Responsible",
    paragraphs: [
      "California has one of the strongest dog bite laws in the country. Under Civil Code §3342, a dog's " +
        "owner is strictly liable when the dog bites someone in a public place or someone lawfully on " +
        "private property, including the owner's own home. It does not matter whether the dog had ever " +
        "bitten anyone before or whether the owner knew it could be dangerous.",
      "Common cases include bites in parks and on sidewalks, attacks at a neighbor's or friend's home, " +
        "bites to delivery drivers and mail carriers, and attacks on children, who are often bitten on the " +
        "face. Injuries that do not involve a bite, such as being knocked down or chased into traffic, can " +
        "still lead to a claim based on negligence or a violation of local leash laws. In some cases, a " +
        "landlord who knew about a dangerous dog may also be responsible.",
      "After an attack, get medical care right away, because dog bites carry a high risk of infection. " +
        "Report the bite to local animal control, identify the dog and its owner, and photograph your " +
        "injuries as they heal. Most claims are paid by the owner's homeowner's or renter's insurance, and " +
        "generally must be filed within two years.",
    ],
  },
  sections: [
    {
      title: "Common Dog Bite Cases",
      items: [
        {
          title: "Bites in Public Places",
          description:
            "Attacks in parks, on sidewalks, at beaches and in parking lots, often by dogs off leash.",
        },
        {
          title: "Bites on Private Property",
          description: "Bites at a neighbor's, friend's or relative's home while you were there lawfully.",
        },
        {
          title: "Attacks on Children",
          description:
            "Children are bitten more often and more severely, frequently on the face, head and neck.",
        },
        {
          title: "Delivery and Service Workers",
          description: "Mail carriers, delivery drivers and technicians attacked while doing their jobs.",
        },
        {
          title: "Knock-Down and Chase Injuries",
          description:
            "Falls, fractures and traffic injuries caused by an aggressive or uncontrolled dog, even " +
            "without a bite.",
        },
        {
          title: "Landlord and Property Owner Liability",
          description:
            "Claims against landlords who knew about a dangerous dog on their property and failed to act.",
        },
      ],
    },
    {
      title: "How We Help",
      items: [
        {
          title: "Investigation",
          description:
            "We obtain animal control reports, prior complaints about the dog and witness statements.",
        },
        {
          title: "Medical Documentation",
          description:
            "We document your treatment, including wound care, surgery, scar revision and counseling.",
        },
        {
          title: "Insurance Claims",
          description:
            "We identify the homeowner's, renter's or other insurance that covers the attack and handle " +
            "the claim.",
        },
        {
          title: "Claims for Children",
          description:
            "We guide parents through a child's claim, including the court approval California requires " +
            "for a minor's settlement.",
        },
        {
          title: "Negotiation and Trial",
          description:
            "We negotiate for fair compensation and take your case to court if the insurer will not be " +
            "reasonable.",
        },
      ],
    },
    {
      title: "Injuries We See Most Often",
      items: [
        {
          title: "Puncture Wounds and Infections",
          description: "Deep bites that damage muscle, tendons and nerves and can become seriously infected.",
        },
        {
          title: "Scarring and Disfigurement",
          description: "Lasting scars, especially on the face and hands, that may need plastic surgery.",
        },
        {
          title: "Emotional Trauma",
          description:
            "Anxiety, nightmares and fear of dogs, particularly in children, that may require counseling.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "We Know California Dog Bite Law",
        description:
          "For {years} years we have used California's strict-liability rule to hold dog owners and their " +
          "insurers accountable.",
      },
      {
        title: "Compassion for Families",
        description:
          "We understand how frightening an attack is, especially when a child is hurt, and we handle the " +
          "claim so you can focus on healing.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description: "You pay nothing upfront to get started. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Bitten by a Dog? Know Your Rights",
    text: "Tell us what happened and we will reply within 24 hours. We are available 24/7 for urgent needs.",
    button: "Start Your Free Consultation",
  },
};
