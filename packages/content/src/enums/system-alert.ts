/**
 * The monitoring's alerts (infra/monitoring/rules.yml, whose test checks that its alert names are
 * exactly these): the console's banner and its System page say each one in the member's language.
 */
export const systemAlertNames = [
  "TeamEmailsFailing",
  "EmergencyRequestOverdue",
  "WalArchivingStalled",
  "BackupMissing",
  "ServerErrors",
  "IntakeSlow",
  "InstanceDown",
] as const;

export type SystemAlertName = (typeof systemAlertNames)[number];

export const isSystemAlertName = (name: string): name is SystemAlertName =>
  (systemAlertNames as readonly string[]).includes(name);
