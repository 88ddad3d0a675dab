import type { Template } from "../template.ts";

export type LegalContact = Template<"firmName" | "address" | "phone" | "email">;

/** One section of a legal page (privacy policy, accessibility statement). */
export type LegalSection = {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Bulleted list shown after the paragraphs. */
  readonly items?: readonly string[];
  /** Contact details shown last in the section. */
  readonly contact?: LegalContact;
};
