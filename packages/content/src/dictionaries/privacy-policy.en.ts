import { template } from "../template.ts";
import type { LegalSection } from "./legal-section.ts";

/** The privacy policy in English (privacy-policy.ts pairs the two languages); its shape is the copy's type. */
export const en = {
  meta: {
    title: template("Privacy Policy | {firmName}"),
    description:
      "How we collect, use and protect the information you share through this website, and your privacy " +
      "rights as a California resident.",
  },
  title: "Privacy Policy",
  lastUpdated: "Last updated: November 2026",
  intro: template(
    "This policy explains how {firmName} (“we”) collects, uses and protects your personal information.",
  ),
  sections: [
    {
      title: "Information We Collect",
      paragraphs: [
        "Information you give us. When you fill out a form, call us or e-mail us, you may give us your " +
          "name, e-mail address, phone numbers, preferred contact method and times, and a description of " +
          "your situation. The consultation form also asks about the incident, injuries and medical " +
          "treatment, insurance, police reports, estimated damages, lost wages and witnesses. Some of " +
          "this, such as health information, is sensitive personal information. You decide how much to " +
          "share.",
        "Information collected automatically. Like most websites, our servers record basic technical data " +
          "when you visit, such as your IP address, browser and device type, the pages you request and the " +
          "date and time. We use it to deliver the site, keep it secure and fix problems.",
        "Settings stored on your device. The site remembers your language, your accessibility settings and " +
          "whether you closed the relocation notice by saving them in your browser. These settings stay on " +
          "your device and are not sent to us.",
        "Where your visit came from. When you arrive, the site notes in your browser's session storage " +
          "(for this tab only, erased when you close it; not a cookie) the page you arrived on, the name " +
          "of the website that linked to ours (such as google.com, never the full address of its page), " +
          "the campaign labels in our own links (the “utm” parameters of our ads and partners' links) and " +
          "whether you came from an ad click (never the ad network's identifier). If you send us a form, " +
          "these go with it, so that we know which of our ads and referral partners bring requests. They " +
          "do not identify you, no third-party script reads them, and we never share them with advertisers.",
        "No advertising or tracking. We do not use advertising cookies, tracking pixels or cross-site " +
          "analytics. Third-party content that could collect data about you, such as the map on our " +
          "contact page, loads only when you ask for it; once loaded, the map provider receives your IP " +
          "address and browser data under its own privacy policy. Some images and videos are delivered by " +
          "hosting providers that receive the technical data your browser sends to fetch them; they act as " +
          "our service providers.",
      ],
    },
    {
      title: "How We Use Your Information",
      paragraphs: [
        "We use personal information only for the purposes below. We do not use it for advertising or to " +
          "build profiles about you.",
      ],
      items: [
        "To respond to your message or consultation request and contact you the way you prefer.",
        "To evaluate your legal matter, check for conflicts of interest and, if we agree to represent you, " +
          "handle your case.",
        "To call or text you about your inquiry, if you agreed to it.",
        "To operate, secure and improve this website and to prevent fraud and spam.",
        "To meet our legal and professional obligations.",
      ],
    },
    {
      title: "Why We Process It, and Attorney-Client Confidentiality",
      paragraphs: [
        "We process personal information because you asked us to respond to you, to take the steps needed " +
          "before we can represent you, to comply with the law and the rules that govern California " +
          "lawyers, and to keep this website running safely.",
        "Contacting us through this website, by e-mail or by phone does not by itself create an " +
          "attorney-client relationship. That relationship begins only when we agree to represent you, " +
          "normally in a written agreement signed by you and the firm.",
        "We treat what you tell us about a possible case as confidential and use it only to evaluate your " +
          "matter. Once we represent you, your communications with us are also protected by the " +
          "attorney-client privilege and by our duty of confidentiality under California law. Because we " +
          "must first check for conflicts of interest, please share only a summary of your situation until " +
          "we confirm that we can help you.",
      ],
    },
    {
      title: "How We Share Your Information",
      paragraphs: [
        "We do not sell your personal information, and we do not share it for cross-context behavioral " +
          "advertising, as the California Consumer Privacy Act defines those terms. We have not done so in " +
          "the past 12 months. We disclose personal information only in these cases:",
      ],
      items: [
        "To service providers that host the website and our data, deliver e-mail and messages, and help us " +
          "manage our practice, under contracts that allow them to use it only to serve us.",
        "To experts, investigators, insurers, courts, opposing parties and others as needed to handle your " +
          "case, once we represent you and as you authorize.",
        "When the law requires it, such as in response to a valid subpoena or court order, or to protect " +
          "the rights and safety of our clients, our firm or others.",
        "To a successor firm if our practice is merged or transferred, subject to our duty of " +
          "confidentiality.",
      ],
    },
    {
      title: "How Long We Keep It",
      paragraphs: [
        "We keep personal information only as long as we need it for the purposes in this policy. If we do " +
          "not take your case, we keep a limited record of your inquiry so that we can check for conflicts " +
          "of interest and meet our professional obligations, and we delete the rest when it is no longer " +
          "needed. If we represent you, we keep your client file for as long as the law and the rules for " +
          "California lawyers require. Server logs are kept for a short time for security and then deleted.",
      ],
    },
    {
      title: "How We Protect It",
      paragraphs: [
        "We use reasonable administrative, technical and physical safeguards, including encrypted (HTTPS) " +
          "connections, access limited to people who need the information, and service providers bound to " +
          "protect it. No method of sending or storing data is completely secure, so we cannot guarantee " +
          "absolute security.",
        "Please do not send medical records, identification numbers or other highly sensitive documents " +
          "through the website forms. When we need them, we will arrange a secure way to receive them.",
      ],
    },
    {
      title: "Your California Privacy Rights",
      paragraphs: [
        "If you are a California resident, the California Consumer Privacy Act, as amended by the " +
          "California Privacy Rights Act (together, the CCPA), gives you these rights over your personal " +
          "information:",
      ],
      items: [
        "Right to know: ask what personal information we have collected about you, where it came from, why " +
          "we collected it and to whom we disclosed it, and receive a copy of it.",
        "Right to delete: ask us to delete personal information we collected from you.",
        "Right to correct: ask us to correct personal information that is inaccurate.",
        "Right to opt out of sale or sharing: we do not sell or share personal information, so there is " +
          "nothing to opt out of. We treat a Global Privacy Control signal from your browser as a valid " +
          "opt-out request.",
        "Right to limit the use of sensitive personal information: we use sensitive information, such as " +
          "health details you give us, only to evaluate and handle your matter and as the law otherwise " +
          "allows, never to infer characteristics about you.",
        "Right to non-discrimination: we will not treat you differently for exercising any of these rights.",
      ],
    },
    {
      title: "How to Exercise Your Rights",
      paragraphs: [
        "You, or an agent you authorize, can make a request by e-mail or phone using the contact details " +
          "below. We will confirm that we received it within 10 business days and respond within 45 " +
          "calendar days; if we need more time, we will tell you why.",
        "To protect your information, we verify your identity by matching details you give us, such as " +
          "your name, e-mail address or phone number, with the information we already hold. An authorized " +
          "agent must show your written permission, and we may ask you to confirm your identity directly.",
        "Some requests are limited by law. For example, we may keep information we need to meet legal " +
          "obligations, to protect confidential client matters, or to establish or defend legal claims. If " +
          "we cannot fully honor a request, we will explain why.",
      ],
      contact: template(
        "E-mail {email} or call us toll-free at {phone}. You may also write to {firmName}, {address}.",
      ),
    },
    {
      title: "Children's Privacy",
      paragraphs: [
        "This website is not directed to children under 16, and we do not knowingly collect personal " +
          "information from them through it. If a child has been injured, a parent or guardian should " +
          "contact us on the child's behalf. If you believe a child has sent us information, let us know " +
          "and we will delete it.",
      ],
    },
    {
      title: "Changes to This Policy",
      paragraphs: [
        "We review this policy at least once a year and may update it at any time. When we do, we post the " +
          "new version on this page and change the date at the top.",
      ],
    },
    {
      title: "Contact Us",
      paragraphs: [
        "If you have questions about this policy or about how we handle your personal information, please " +
          "contact us:",
      ],
      contact: template("{firmName}, {address}. Toll-free: {phone}. E-mail: {email}."),
    },
  ] satisfies readonly LegalSection[],
};

export type PrivacyPolicyCopy = typeof en;
