import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The motorcycle-injuries practice page in English (motorcycle-injuries.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Motorcycle Accident Lawyer in California",
    description:
      "Injured in a motorcycle crash in California? We fight rider bias and pursue full compensation. " +
      "Free consultation; no fee unless we win.",
  },
  hero: {
    title: "Motorcycle Accident Attorneys",
    subtitle: "Riders deserve a fair hearing, not assumptions. We tell your side of the story.",
  },
  intro: {
    title: "Protecting Riders After a Crash",
    paragraphs: [
      "Motorcyclists have almost no protection in a collision, so even a low-speed crash can cause " +
        "fractures, severe road rash or a brain injury. Most of these crashes are caused by drivers who " +
        "never saw the rider: a car turning left across traffic, a driver changing lanes without checking " +
        "a blind spot, or someone opening a door into traffic.",
      "Riders also face bias. Insurance adjusters, and sometimes jurors, may assume a motorcyclist was " +
        "speeding or reckless. We counter those assumptions with evidence: scene measurements, vehicle " +
        "damage, video, witness statements and accident reconstruction.",
      "California allows lane splitting when it is done safely, and it requires every rider to wear a " +
        "helmet. Even if an insurer argues you were partly at fault, California's comparative fault rule " +
        "still lets you recover compensation, reduced by your share of responsibility. Most claims must be " +
        "filed within two years, so do not wait to get advice.",
    ],
  },
  sections: [
    {
      title: "Common Causes of Motorcycle Crashes",
      items: [
        {
          title: "Left-Turn Collisions",
          description:
            "Drivers turning left at intersections or into driveways who misjudge or fail to see an " +
            "oncoming rider.",
        },
        {
          title: "Unsafe Lane Changes",
          description:
            "Drivers who merge into a rider's lane without signaling or checking their blind spots.",
        },
        {
          title: "Rear-End Crashes",
          description:
            "Following too closely or distracted driving that strikes a rider stopped in traffic or at a " +
            "light.",
        },
        {
          title: "Dooring",
          description:
            "A parked driver or passenger opening a door into the path of an approaching motorcycle.",
        },
        {
          title: "Dangerous Road Conditions",
          description:
            "Potholes, debris, uneven pavement and missing signs, which may lead to a claim against a " +
            "public agency.",
        },
        {
          title: "Impaired or Distracted Drivers",
          description:
            "Drivers under the influence or using a phone behind the wheel who never see the rider.",
        },
      ],
    },
    {
      title: "How We Help Injured Riders",
      items: [
        {
          title: "Crash Investigation",
          description:
            "We document the scene, obtain video and police reports, and work with reconstruction " +
            "experts to prove fault.",
        },
        {
          title: "Countering Rider Bias",
          description:
            "We build a factual record that answers the insurer's assumptions about riders before they " +
            "take hold.",
        },
        {
          title: "Insurance Claims",
          description:
            "We pursue the at-fault driver's insurer and your own uninsured or underinsured motorist " +
            "coverage.",
        },
        {
          title: "Your Bike and Gear",
          description:
            "We include repair or replacement of your motorcycle, helmet, riding gear and other property " +
            "in your claim.",
        },
        {
          title: "Litigation and Trial",
          description:
            "If a fair settlement is not offered, we are prepared to file suit and present your case to " +
            "a jury.",
        },
      ],
    },
    {
      title: "Common Motorcycle Injuries",
      items: [
        {
          title: "Road Rash",
          description:
            "Skin and tissue torn away by the pavement, which can lead to infection, skin grafts and " +
            "permanent scarring.",
        },
        {
          title: "Fractures",
          description:
            "Broken legs, arms, wrists, collarbones and pelvis, often requiring surgery, hardware and " +
            "long rehabilitation.",
        },
        {
          title: "Head and Brain Injuries",
          description:
            "Concussions and traumatic brain injuries, which can occur even when the rider was wearing a " +
            "helmet.",
        },
        {
          title: "Spinal Cord Injuries",
          description: "Damage to the spine that can cause chronic pain, loss of sensation or paralysis.",
        },
        {
          title: "Nerve Damage",
          description:
            "Injuries to the brachial plexus and other nerves that can weaken or paralyze an arm or hand.",
        },
        {
          title: "Amputations",
          description:
            "Loss of a foot, leg, hand or fingers, at the scene or through surgery after a crush injury.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Riders Choose {firmName}",
    items: [
      {
        title: "We Know These Cases",
        description:
          "With {years} years of experience, we understand motorcycle crash dynamics and the tactics insurers " +
          "use against riders.",
      },
      {
        title: "Experts on Your Side",
        description:
          "Accident reconstruction, biomechanical and medical experts help prove how the crash happened " +
          "and what it cost you.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description:
          "We take motorcycle cases on contingency, with nothing to pay upfront. No fee unless we win.",
      }),
    ],
  },
  cta: {
    title: "Get Back on the Road to Recovery",
    text:
      "Tell us about your crash and a member of our team will reply within 24 hours. For urgent matters, " +
      "we are available 24/7.",
    button: "Start Your Free Consultation",
  },
};
