import { feeClaim } from "../fee-claims.ts";
import { template } from "../template.ts";

/** The home page in English (home.ts pairs the two languages); its shape is the copy's type. */
export const en = {
  hero: {
    title: "California Injury Attorneys Who Fight for You",
    subtitle: "Compassionate counsel, aggressive advocacy and straight answers when you need them most.",
    description:
      "If you were hurt by someone else's carelessness, lost a loved one or were mistreated at work, you " +
      "do not have to face the insurance companies and their lawyers alone. Tell us what happened and we " +
      "will explain your rights and options in plain language.",
    primaryButton: "Get Your Free Consultation",
    callNow: "Call Now",
    callNowAriaLabel: template("Call now: {phone}"),
    /** The background video's pause/play button (its accessible name, switched with its state). */
    video: { pause: "Pause the background video", play: "Play the background video" },
  },
  attorneysBand: {
    heading: "Attorneys on Your Side",
    text:
      "After an accident, the insurance company already has a team working to protect its bottom line. " +
      "You deserve a team working just as hard for you. We investigate, negotiate and, when necessary, go " +
      "to court for injured people and their families, and we keep you informed at every step.",
    highlights: [
      {
        title: template("{years} Years"),
        description: "of experience handling injury and civil cases",
      },
      { title: template("More Than {recovered}"), description: "recovered for our clients" },
      { title: "Available 24/7", description: "for urgent matters, including nights and weekends" },
    ],
  },
  process: {
    heading: "Your Case From A to Z",
    intro:
      "Every case is different, but none of them should feel like a mystery. Here is how we guide you " +
      "from the first phone call to the resolution of your case.",
    steps: [
      {
        title: "Free Consultation",
        description:
          "Tell us what happened in a confidential, no-obligation conversation. We listen, answer your " +
          "questions and explain your rights and options in plain language.",
      },
      {
        title: "Investigation",
        description:
          "We move quickly to gather police reports, photos, video and witness statements before they " +
          "disappear, and we identify everyone who may be responsible for your injuries.",
      },
      {
        title: "Medical Care & Documentation",
        description:
          "We help you get the treatment you need and make sure every diagnosis, treatment and expense " +
          "is documented, because your medical records are the foundation of your claim.",
      },
      {
        title: "Claim & Demand",
        description:
          "We file the necessary claims and send the insurance companies a detailed demand that lays " +
          "out the facts, your injuries and the full extent of your losses.",
      },
      {
        title: "Negotiation",
        description:
          "We negotiate firmly with insurers and defense lawyers and push back on quick, low offers. " +
          "You will never be pressured to settle, and the final decision is always yours.",
      },
      {
        title: "Litigation, If Needed",
        description:
          "If the other side will not make a fair offer, we are prepared to file a lawsuit, take " +
          "depositions, work with experts and present your case in court.",
      },
      {
        title: "Resolution & Recovery",
        description:
          "When your case resolves, we handle the paperwork, work to resolve medical liens and walk you " +
          "through every figure before you receive your share of the recovery.",
      },
    ],
  },
  journey: {
    heading: "Start Your Journey to Recovery",
    text:
      "You do not have to figure this out alone. Request a free consultation and a member of our legal " +
      "team will review your situation and contact you. For urgent matters, call us any time, day or night.",
    button: "Request a Free Consultation",
    phoneLabel: "Call us toll-free",
    emailLabel: "E-mail us",
  },
  aboutSection: {
    heading: "A Firm Built on Trust",
    quotes: [
      {
        text:
          "Every client who comes to us is going through one of the hardest moments of their life. They " +
          "deserve a lawyer who listens, tells them the truth and fights for them like family.",
        attribution: template("{attorney}, Founding Attorney"),
      },
      {
        text:
          "They returned every call, explained every step and treated my family with respect. For the " +
          "first time since the accident, I felt like someone was truly on our side.",
        attribution: "Client, Anaheim",
      },
    ],
    founderLine: template(
      "Founded by {attorney}, {firmName} has stood up for injured Californians for {years} years.",
    ),
    learnMore: "Learn More About Us",
    whyUs: {
      heading: "Why Clients Choose Us",
      reasons: [
        feeClaim({
          title: "No Fee Unless We Win",
          description:
            "You pay nothing upfront for your injury case. Our fee is a percentage of the settlement or " +
            "award, so we are paid only if we recover compensation for you.",
        }),
        {
          title: "Free Consultation",
          description:
            "Talk to us about your injury or employment case at no cost and with no obligation. We will " +
            "give you an honest assessment of your options.",
        },
        {
          title: template("{years} Years of Experience"),
          description:
            "We have handled injury, employment and civil cases of every size, from straightforward " +
            "claims to complex litigation against large companies and their insurers.",
        },
        {
          title: "Bilingual Team",
          description:
            "Our team speaks English and Spanish, so you can talk about your case in the language you " +
            "are most comfortable with, without an interpreter.",
        },
        {
          title: "Available 24/7",
          description:
            "Accidents do not keep office hours. For urgent matters, you can reach us day or night, " +
            "including weekends and holidays.",
        },
        {
          title: template("Reply Within {replyHours} Hours"),
          description:
            "Every call, e-mail and web message gets a prompt answer from a member of our legal team, so " +
            "you are never left wondering what happens next.",
        },
        {
          title: "All of California",
          description:
            "We represent clients throughout the state, and we can meet by phone, by video or in person, " +
            "whichever is easiest for you.",
        },
      ],
    },
  },
  services: {
    heading: "How We Can Help",
    intro:
      "From serious accidents to workplace harassment and business disputes, we handle a wide range of " +
      "personal injury and civil cases. Choose a practice area to learn how we can help.",
  },
  finalCta: {
    heading: "Ready to Talk About Your Case?",
    text:
      "California law sets strict deadlines for most claims, and evidence can disappear quickly. The " +
      "sooner you reach out, the sooner we can protect your rights. Call, e-mail or send us a message today.",
    button: "Contact Us Today",
    phoneLabel: "Call us toll-free",
    emailLabel: "E-mail us",
  },
  contactSection: {
    heading: "Get Your Free Case Review",
    intro: template(
      "Fill out the short form below and our legal team will contact you within {replyHours} hours.",
    ),
    confidentiality:
      "What you share with us to seek legal advice is treated as confidential, even if you decide not to " +
      "hire us. Sending this form does not by itself make us your lawyers.",
  },
};

export type HomeCopy = typeof en;
