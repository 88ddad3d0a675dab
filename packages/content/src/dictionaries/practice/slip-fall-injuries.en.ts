import { feeClaim } from "../../fee-claims.ts";
import type { PracticePageCopy } from "./practice-page.ts";

/** The slip-fall-injuries practice page in English (slip-fall-injuries.ts pairs the two languages). */
export const en: PracticePageCopy = {
  meta: {
    title: "Slip and Fall Lawyer in California",
    description:
      "Hurt in a fall caused by unsafe property in California? We hold owners accountable. Free " +
      "consultation, and no fee unless we win.",
  },
  hero: {
    title: "Slip and Fall Injury Attorneys",
    subtitle: "A fall is not just bad luck when someone failed to keep their property safe.",
  },
  intro: {
    title: "When Unsafe Property Causes a Fall",
    paragraphs: [
      "Under California Civil Code §1714, property owners and businesses must use reasonable care to " +
        "keep their premises safe. When a store ignores a spill, a landlord leaves a broken stair " +
        "unrepaired or a parking lot is left dark and cracked, the owner may be responsible for the " +
        "injuries that follow.",
      "To win a slip and fall claim, it generally must be shown that the owner knew, or should have " +
        "known, about the dangerous condition and did not fix it or warn you in time. That proof often " +
        "comes from surveillance video, inspection logs and maintenance records, and businesses may record " +
        "over their video within days. Contact us quickly so we can demand that it be preserved.",
      "Falls on public property, such as a city sidewalk or a government building, follow special rules: " +
        "a written claim usually must be filed with the agency within six months. Other claims generally " +
        "must be filed in court within two years.",
    ],
  },
  sections: [
    {
      title: "Hazardous Conditions That Cause Falls",
      items: [
        {
          title: "Wet and Slippery Floors",
          description:
            "Spills, leaks, freshly mopped floors and rain-soaked entrances without warning signs or mats.",
        },
        {
          title: "Uneven Walkways",
          description: "Cracked sidewalks, raised pavement, potholes and sudden changes in floor height.",
        },
        {
          title: "Unsafe Stairs",
          description: "Broken or uneven steps, missing or loose handrails and worn stair treads.",
        },
        {
          title: "Poor Lighting",
          description: "Dark stairwells, hallways and parking lots that hide hazards in your path.",
        },
        {
          title: "Loose Rugs and Cords",
          description: "Torn carpet, curled mats and cables or hoses left across walkways.",
        },
        {
          title: "Cluttered Aisles",
          description: "Boxes, merchandise and debris left in store aisles and walkways.",
        },
      ],
    },
    {
      title: "How We Build Your Claim",
      items: [
        {
          title: "Preserving Video and Records",
          description:
            "We send preservation demands for surveillance footage, incident reports, inspection logs " +
            "and cleaning schedules.",
        },
        {
          title: "Documenting the Hazard",
          description:
            "We photograph and measure the condition and gather statements from witnesses and employees.",
        },
        {
          title: "Finding Every Responsible Party",
          description:
            "Owners, tenants, property managers, maintenance contractors and public agencies can all " +
            "share responsibility.",
        },
        {
          title: "Medical Documentation",
          description:
            "We connect your injuries to the fall with your medical records and, when needed, medical " +
            "experts.",
        },
        {
          title: "Negotiation and Trial",
          description:
            "We negotiate with commercial insurers and are prepared to take your case to court if they " +
            "will not be fair.",
        },
      ],
    },
    {
      title: "Common Slip and Fall Injuries",
      items: [
        {
          title: "Hip Fractures",
          description:
            "A serious injury, especially for older adults, that often requires surgery and long " +
            "rehabilitation.",
        },
        {
          title: "Wrist and Arm Fractures",
          description: "Broken bones that happen when you reach out to break a fall.",
        },
        {
          title: "Head Injuries",
          description:
            "Concussions and traumatic brain injuries from striking the floor, stairs or a fixture.",
        },
        {
          title: "Back and Spine Injuries",
          description: "Herniated discs, compression fractures and nerve damage that can cause lasting pain.",
        },
        {
          title: "Knee, Ankle and Shoulder Injuries",
          description:
            "Torn ligaments, a torn rotator cuff, sprains and dislocations that may require surgery.",
        },
        {
          title: "Soft Tissue Injuries",
          description:
            "Sprains, strains and bruising that can limit your movement and ability to work for months.",
        },
      ],
    },
  ],
  reasons: {
    title: "Why Choose {firmName}",
    items: [
      {
        title: "We Move Fast on Evidence",
        description:
          "Video and records disappear quickly, so we act right away to secure the proof your claim " +
          "depends on.",
      },
      {
        title: "{years} Years of Premises Experience",
        description:
          "We know how stores, landlords and their insurers defend fall cases, and how to answer them.",
      },
      feeClaim({
        title: "No Fee Unless We Win",
        description:
          "You pay nothing upfront, and we are paid only if we recover compensation for you. No fee " +
          "unless we win.",
      }),
    ],
  },
  cta: {
    title: "Hurt in a Fall? Find Out Where You Stand",
    text:
      "Tell us where and how you fell. We reply within 24 hours, and we are available 24/7 for urgent " +
      "matters.",
    button: "Start Your Free Consultation",
  },
};
