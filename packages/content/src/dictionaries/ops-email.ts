import type { PerLocale } from "../locale.ts";

/** The one-time link e-mailed to a team member of the intake console (sent in both languages). */
const en = {
  subject: "Your sign-in link to the intake console",
  enrolmentSubject: "You are invited to the intake console",
  signIn:
    "Use this link to sign in to the intake console. It works once, within 15 minutes. If you did not ask for it, ignore this message.",
  enrolment:
    "An administrator added you to the intake console. Use this link to sign in for the first time; it works once, within 7 days.",
};

export type OpsEmailCopy = typeof en;

const es: OpsEmailCopy = {
  subject: "Su enlace para entrar en la consola de admisión",
  enrolmentSubject: "Le han invitado a la consola de admisión",
  signIn:
    "Use este enlace para entrar en la consola de admisión. Funciona una sola vez, durante 15 minutos. Si no lo pidió, ignore este mensaje.",
  enrolment:
    "Un administrador le agregó a la consola de admisión. Use este enlace para entrar por primera vez; funciona una sola vez, durante 7 días.",
};

export const opsEmail: PerLocale<OpsEmailCopy> = { en, es };
