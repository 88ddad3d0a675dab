import { feeClaim } from "../fee-claims.ts";
import { template } from "../template.ts";

/** The About page in English (about.ts pairs the two languages); its shape is the copy's type. */
export const en = {
  hero: {
    title: template("About {firmName}"),
    subtitle:
      "A California law firm built to give injured and wronged people the attention, preparation and " +
      "determination their cases deserve.",
    callNow: "Call Now",
    callNowAriaLabel: template("Call now: {phone}"),
    contactUs: "Contact Us",
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      "Our firm was founded on a simple belief: people hurt through no fault of their own deserve the " +
        "same quality of representation that insurance companies and large corporations buy for " +
        "themselves. Our founding attorney set out to give injured workers, grieving families and small " +
        "businesses a lawyer who answers the phone, explains the process and fights for them.",
      "What began as a small practice has grown into a full legal team of legal assistants, paralegals " +
        "and investigators, supported by medical, dental, biomechanical and accident reconstruction " +
        "experts. Together we have handled cases ranging from serious car and truck crashes to medical " +
        "malpractice, elder abuse and workplace harassment.",
      "Today we represent clients throughout California, in English and Spanish. Whether your case " +
        "settles in a few months or goes all the way to trial, you will work with people who know your " +
        "name, return your calls and treat your case with the care they would want for their own family.",
    ],
  },
  whyChoose: {
    heading: "Why Choose Us",
    points: [
      feeClaim({
        title: "No Fees Unless We Win",
        description:
          "We handle injury cases on a contingency fee basis: nothing upfront, and our fee is a " +
          "percentage of what we recover for you. If we do not win, you owe us no attorney fees.",
      }),
      {
        title: "Free Consultation",
        description:
          "Talk to us about your injury or employment case at no cost and with no obligation. We give " +
          "you an honest assessment, even when that means telling you that you may not need a lawyer.",
      },
      {
        title: template("More Than {recovered} Recovered"),
        description:
          "Our results come from careful preparation and a willingness to stand up to insurers and large " +
          "companies. Every case is different, and each one is judged on its own facts.",
      },
      {
        title: template("{years} Years of Experience"),
        description:
          "We know how insurers value claims, how defense lawyers build their cases and how California " +
          "courts work, and we put that knowledge to work for you.",
      },
      {
        title: "Personalized Attention",
        description:
          "You are never just a file number. You get direct access to your legal team, regular updates " +
          "on your case and straight answers to your questions.",
      },
      {
        title: "Aggressive Representation",
        description:
          "We prepare every case as if it will go to trial. That preparation gives us leverage in " +
          "negotiations, and it means we are ready for court when a fair offer is not on the table.",
      },
    ],
  },
  approach: {
    heading: "Our Approach",
    values: [
      {
        title: "Client Centered",
        description:
          "Your goals shape our strategy. We listen first, keep you informed and make sure every major " +
          "decision in your case is yours to make.",
      },
      {
        title: "Aggressive Advocacy",
        description:
          "We push back against low offers and delay tactics, and we are prepared to take your case to " +
          "trial when that is what it takes.",
      },
      {
        title: "Thorough Investigation",
        description:
          "We dig into the facts early, preserve evidence and bring in the right experts, because strong " +
          "cases are built on details.",
      },
      {
        title: "Compassionate Care",
        description:
          "An injury affects your health, your finances and your family. We treat you with patience and " +
          "respect, and help you find support while we handle the legal work.",
      },
    ],
  },
  trackRecord: {
    heading: "Our Track Record",
    overPrefix: "Over",
    intro:
      "Behind each of these results is a person or family who trusted us at one of the hardest moments " +
      "of their lives. Every case is different, and every result depends on its own facts.",
    results: {
      "brain-injury": {
        title: "Traumatic Brain Injury",
        description:
          "Recovery for a client with a life-altering brain injury, including future medical care and " +
          "lost earning capacity.",
      },
      "dental-malpractice": {
        title: "Dental Malpractice",
        description:
          "Recovery for a patient who suffered serious, lasting harm from negligent dental treatment.",
      },
      "bicycle-crash": {
        title: "Bicycle Crash",
        description: "Recovery for a cyclist who was seriously injured in a collision with a motor vehicle.",
      },
      "wrongful-death": {
        title: "Wrongful Death",
        description: "Recovery for a family who lost a loved one because of another party's negligence.",
      },
      "ride-hailing": {
        title: "Ride-Hailing Claims",
        description: "Recovery in claims against a ride-hailing company for a client injured during a trip.",
      },
      "elder-abuse": {
        title: "Elder Abuse",
        description: "Recovery for the family of an elderly resident who was neglected in a care facility.",
      },
      "truck-accident": {
        title: "Truck Accident",
        description: "Recovery for a client seriously injured in a collision with a commercial truck.",
      },
      "catastrophic-injury": {
        title: "Catastrophic Injury",
        description: "Recovery for a client whose injuries required multiple surgeries and long-term care.",
      },
      "premises-liability": {
        title: "Premises Liability",
        description: "Recovery for a client injured by a dangerous condition on someone else's property.",
      },
    },
  },
  cta: {
    heading: "Let's Talk About Your Case",
    text: template(
      "Tell us what happened in a free, confidential consultation. We reply within {replyHours} hours.",
    ),
    button: "Schedule Your Free Consultation",
    phoneLabel: "Call us toll-free",
    emailLabel: "E-mail us",
  },
};

export type AboutCopy = typeof en;
