import type { PerLocale } from "../locale.ts";

/** Roles of the intake team's console: admins also manage users, sessions, tokens and retention. */
export const opsRoles = ["admin", "intake"] as const;

export type OpsRole = (typeof opsRoles)[number];

export const opsRoleLabels: PerLocale<Readonly<Record<OpsRole, string>>> = {
  en: { admin: "Administrator", intake: "Intake" },
  es: { admin: "Administrador", intake: "Admisión" },
};
