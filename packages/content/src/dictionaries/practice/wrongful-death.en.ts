import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The wrongful-death practice page in English (wrongful-death.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Wrongful Death Lawyer in California",
    description:
      "Lost a loved one through someone else's negligence? Compassionate California wrongful death " +
      "attorneys. Free consultation; no fee unless we win.",
  },
  hero: {
    title: "Wrongful Death Attorneys",
    subtitle:
      "Nothing can undo your loss. We can hold those responsible accountable and protect your family's " +
      "future.",
  },
  intro: {
    title: "Standing With Families in the Hardest Time",
    paragraphs: [
      "When a person dies because of someone else's carelessness or wrongdoing, California law allows " +
        "certain family members to bring a wrongful death claim. The claim seeks compensation for what the " +
        "family has lost: financial support, household help, and the love, companionship and guidance of " +
        "the person who is gone.",
      "A related claim, called a survival action, may be brought by the estate for losses the person " +
        "suffered before death, such as medical bills and lost earnings. We review both claims with you so " +
        "that no part of your family's recovery is overlooked.",
      "Wrongful death claims in California generally must be filed within two years of the death. The " +
        "deadline can be shorter, such as six months for a claim against a government agency, or follow " +
        "different rules in medical malpractice cases. We handle the investigation, the insurers and the " +
        "court deadlines so your family can grieve without carrying the legal burden alone.",
    ],
  },
  sections: [
    {
      title: "Common Wrongful Death Cases",
      items: [
        {
          title: "Car, Truck and Motorcycle Crashes",
          description:
            "Fatal collisions caused by drunk, distracted, speeding or fatigued drivers, or by negligent " +
            "trucking companies.",
        },
        {
          title: "Pedestrian and Bicycle Deaths",
          description:
            "People on foot or on bicycles killed by drivers who failed to yield or watch the road.",
        },
        {
          title: "Medical Malpractice",
          description:
            "Deaths caused by misdiagnosis, surgical errors, medication mistakes or failure to treat a " +
            "serious condition.",
        },
        {
          title: "Workplace Accidents",
          description:
            "Fatal falls, equipment accidents and safety violations, including claims against third " +
            "parties beyond the employer.",
        },
        {
          title: "Defective Products",
          description: "Deaths caused by dangerous vehicles, parts, medical devices or consumer products.",
        },
        {
          title: "Nursing Home Neglect",
          description:
            "Deaths of elderly or dependent residents caused by neglect, abuse or inadequate care.",
        },
      ],
    },
    {
      title: "How We Help Your Family",
      items: [
        {
          title: "Independent Investigation",
          description:
            "We gather police and coroner reports, records, witness accounts and expert analysis to " +
            "establish what happened.",
        },
        {
          title: "Identifying Every Responsible Party",
          description:
            "Drivers, employers, property owners, manufacturers and care facilities may all share " +
            "responsibility.",
        },
        {
          title: "Valuing the Full Loss",
          description:
            "Economists and other experts help measure the financial support and services your family " +
            "has lost.",
        },
        {
          title: "Handling Insurers and the Estate",
          description:
            "We deal with insurance companies and coordinate the wrongful death claim with the estate's " +
            "survival action.",
        },
        {
          title: "Trial-Ready Representation",
          description:
            "We negotiate for a fair resolution, and we are prepared to present your family's case to a " +
            "jury.",
        },
      ],
    },
    {
      title: "Economic Damages",
      intro: "Financial losses that can be calculated and documented.",
      items: [
        {
          title: "Funeral and Burial Expenses",
          description: "The reasonable costs of the funeral, burial or cremation.",
        },
        {
          title: "Loss of Financial Support",
          description:
            "The income and support your loved one would have provided over the rest of their life.",
        },
        {
          title: "Loss of Household Services",
          description:
            "The value of childcare, home maintenance, transportation and other help your loved one " +
            "provided.",
        },
        {
          title: "Loss of Gifts and Benefits",
          description:
            "Gifts, health insurance and other benefits your family would reasonably have expected to " +
            "receive.",
        },
        {
          title: "Medical Bills Before Death",
          description:
            "Treatment costs incurred before your loved one passed, recovered through the estate's " +
            "survival claim.",
        },
      ],
    },
    {
      title: "Non-Economic Damages",
      intro: "Losses that have no price tag, but that California law recognizes.",
      items: [
        {
          title: "Love and Companionship",
          description: "The loss of your loved one's love, affection, companionship and society.",
        },
        {
          title: "Comfort, Care and Protection",
          description: "The loss of the care, assistance and protection your loved one gave your family.",
        },
        {
          title: "Moral Support and Guidance",
          description: "The loss of the training, guidance and moral support a parent or spouse provides.",
        },
        {
          title: "Loss of the Marital Relationship",
          description:
            "For a surviving spouse or domestic partner, the loss of the relationship and intimacy you " +
            "shared.",
        },
      ],
    },
    {
      title: "Who Can File a Wrongful Death Claim",
      items: [
        {
          title: "Spouse or Domestic Partner",
          description:
            "A surviving spouse or registered domestic partner is among the first people entitled to " +
            "bring a claim.",
        },
        {
          title: "Children",
          description: "The deceased's children, and the children of a child who has already passed away.",
        },
        {
          title: "Parents",
          description:
            "Parents may file when there is no surviving spouse or children, or when they depended on " +
            "their child for support.",
        },
        {
          title: "Other Dependents",
          description:
            "In some cases, stepchildren, a putative spouse, or a minor who lived in the home and " +
            "depended on the deceased.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Families Choose {firmName}",
    items: [
      {
        title: "Compassion First",
        description:
          "We explain each step with patience and respect, and we are there when you have questions.",
      },
      {
        title: "{years} Years of Experience",
        description:
          "We have represented grieving families against insurers, corporations and care facilities " +
          "across California.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description: "Your family pays nothing upfront. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Let Us Help Your Family Seek Justice",
    text:
      "Tell us about your loss when you are ready. We reply within 24 hours, and we are available 24/7 for " +
      "urgent matters.",
    button: "Start Your Free Consultation",
  },
};
