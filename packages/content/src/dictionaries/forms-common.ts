import type { PerLocale } from "../locale.ts";

const en = {
  requiredNote: "Fields marked with * are required.",
  errorSummaryTitle: "Please correct the following:",
  honeypotLabel: "Leave this field empty",
};

export type FormsCommonCopy = typeof en;

const es: FormsCommonCopy = {
  requiredNote: "Los campos marcados con * son obligatorios.",
  errorSummaryTitle: "Por favor, corrija lo siguiente:",
  honeypotLabel: "Deje este campo vacío",
};

export const formsCommon: PerLocale<FormsCommonCopy> = { en, es };
