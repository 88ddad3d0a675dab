import type { PerLocale } from "../../locale.ts";
import { template } from "../../template.ts";

/** Labels shared by the 16 practice pages (the page copy itself is in each page's dictionary). */
const en = {
  callNow: "Call Now",
  callNowAriaLabel: template("Call now: {phone}"),
  sendMessage: "Send Message",
  phoneLabel: "Call us toll-free",
  emailLabel: "E-mail us",
};

export type PracticeCommonCopy = typeof en;

const es: PracticeCommonCopy = {
  callNow: "Llame ahora",
  callNowAriaLabel: template("Llame ahora: {phone}"),
  sendMessage: "Envíe un mensaje",
  phoneLabel: "Llámenos sin costo",
  emailLabel: "Escríbanos",
};

export const practiceCommon: PerLocale<PracticeCommonCopy> = { en, es };
