import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The accident-injuries practice page in English (accident-injuries.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Accident Injury Lawyer in California",
    description:
      "Hurt in a car, bicycle, workplace or premises accident in California? Free consultation, reply " +
      "within 24 hours, and no fee unless we win.",
  },
  hero: {
    title: "Accident Injury Attorneys",
    subtitle: "You did not choose to get hurt. We work to hold the people responsible to account.",
  },
  intro: {
    title: "After an Accident, the Next Steps Matter",
    paragraphs: [
      "An accident can leave you with medical bills, time away from work and an insurance adjuster who " +
        "calls before you have had a chance to think. What you say and sign in those first days can affect " +
        "your claim for months to come. Our job is to take that pressure off you and protect your right to " +
        "full compensation.",
      "California follows a pure comparative fault rule: even if you were partly to blame, you can still " +
        "recover damages, reduced by your share of responsibility. Insurers often use this rule to shift " +
        "blame onto injured people. We gather the evidence that shows what really happened.",
      "Most California injury claims must be filed in court within two years, and claims against a " +
        "public agency, such as a city bus operator, usually require a written claim within six months. " +
        "Get medical care first, then talk to us as soon as you can.",
    ],
  },
  sections: [
    {
      title: "Accidents We Handle",
      items: [
        {
          title: "Motor Vehicle Accidents",
          description:
            "Car, truck, motorcycle and rideshare collisions, including hit-and-run and uninsured or " +
            "underinsured drivers.",
        },
        {
          title: "Slip and Fall Accidents",
          description:
            "Falls caused by wet floors, broken stairs, uneven walkways, poor lighting and other hazards " +
            "someone should have fixed.",
        },
        {
          title: "Bicycle and Pedestrian Accidents",
          description:
            "Cyclists and people on foot struck by drivers who were speeding, distracted or failed to yield.",
        },
        {
          title: "Workplace Accidents",
          description:
            "Injuries on the job, including claims against third parties such as contractors or " +
            "equipment makers.",
        },
        {
          title: "Premises Accidents",
          description:
            "Injuries caused by unsafe property, negligent security, falling objects or dangerous " +
            "conditions in stores and buildings.",
        },
        {
          title: "Public Transportation Accidents",
          description:
            "Injuries on buses, trains, light rail and shuttles, where strict claim deadlines against " +
            "public agencies apply.",
        },
      ],
    },
    {
      title: "Immediate Help After Your Accident",
      intro: "The first days after an accident are when evidence disappears. We move quickly.",
      items: [
        {
          title: "Getting You to the Right Care",
          description:
            "We help you find doctors and specialists, including providers who may treat you while your " +
            "claim is pending.",
        },
        {
          title: "Preserving Evidence",
          description:
            "We request police reports, photos, surveillance video and witness statements before they " +
            "are lost or overwritten.",
        },
        {
          title: "Handling the Calls",
          description:
            "We deal with insurance adjusters for you, so you are not pressured into a recorded " +
            "statement or a quick settlement.",
        },
        {
          title: "Documenting Your Losses",
          description:
            "We track medical bills, lost wages, property damage and the day-to-day effects of your " +
            "injuries from the start.",
        },
      ],
    },
    {
      title: "Dealing With the Insurance Companies",
      items: [
        {
          title: "Claim Filing and Notices",
          description:
            "We open and manage your claims with every insurer involved and meet each deadline along the " +
            "way.",
        },
        {
          title: "Your Own Coverage",
          description:
            "We review your policy for uninsured and underinsured motorist, medical payments and other " +
            "benefits you may have paid for.",
        },
        {
          title: "Negotiating a Fair Settlement",
          description:
            "We present a complete demand backed by evidence and push back on low offers and unfair blame.",
        },
        {
          title: "Going to Court When Needed",
          description:
            "If the insurer will not be fair, we are prepared to file a lawsuit and take your case to trial.",
        },
      ],
    },
    {
      title: "Common Accident Injuries",
      items: [
        {
          title: "Soft Tissue Injuries",
          description:
            "Whiplash, sprains, strains and torn ligaments, which insurers often downplay even though " +
            "they can take months to heal.",
        },
        {
          title: "Bone and Joint Injuries",
          description:
            "Fractures, dislocations and damage to knees, shoulders and hips that may need surgery and " +
            "physical therapy.",
        },
        {
          title: "Head and Brain Injuries",
          description:
            "Concussions and traumatic brain injuries, whose symptoms can appear days later and affect " +
            "memory, focus and mood.",
        },
        {
          title: "Back, Neck and Spine Injuries",
          description:
            "Herniated discs, pinched nerves and spinal injuries that can cause chronic pain and limit " +
            "your ability to work.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "Experience That Counts",
        description:
          "For {years} years we have represented accident victims throughout California, in negotiations and " +
          "in court.",
      },
      {
        title: "Personal Attention",
        description:
          "You will know who is handling your case, and we reply within 24 hours, in English or Spanish.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description:
          "There is nothing to pay upfront; we are paid a percentage only if we recover compensation for " +
          "you. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Hurt in an Accident? Talk to Us Today",
    text:
      "Tell us what happened and a member of our team will reply within 24 hours. For urgent matters, we " +
      "are available 24/7.",
    button: "Start Your Free Consultation",
  },
};
