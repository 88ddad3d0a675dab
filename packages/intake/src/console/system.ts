import { systemAlertNames } from "@firm/content/enums/system-alert";
import Type, { type Static } from "typebox";

const Instant = Type.String({ format: "date-time" });
const NullableInstant = Type.Union([Instant, Type.Null()]);

/**
 * An alert of the monitoring as Alertmanager's webhook reported it (infra/monitoring). `name` is
 * the rule's alert name: one of @firm/content's system alerts, or another that a newer rule sends
 * (the console then says "a system alert"). No label of an alert carries personal data.
 */
export const ActiveAlert = Type.Object({
  name: Type.String({ maxLength: 100, examples: [...systemAlertNames] }),
  since: Instant,
});
export type ActiveAlert = Static<typeof ActiveAlert>;

/** GET /api/ops/alerts: the alerts firing now, oldest first, for every signed-in member's banner. */
export const ActiveAlerts = Type.Object({
  success: Type.Literal(true),
  alerts: Type.Array(ActiveAlert),
});
export type ActiveAlerts = Static<typeof ActiveAlerts>;

export const SystemAlertView = Type.Object({
  name: Type.String({ maxLength: 100 }),
  state: Type.Enum(["active", "resolved"]),
  severity: Type.String({ maxLength: 20 }),
  since: Instant,
  resolvedAt: NullableInstant,
});
export type SystemAlertView = Static<typeof SystemAlertView>;

const Run = Type.Object({ ok: Type.Boolean(), at: Instant, detail: Type.String() });
const NullableRun = Type.Union([Run, Type.Null()]);

/** The database's backups (continuous WAL archiving and pgBackRest's jobs), as the System page shows them. */
export const BackupView = Type.Object({
  archive: Type.Enum(["ok", "stalled", "failing", "off"]),
  lastArchivedAt: NullableInstant,
  waitingSegments: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  lastFull: NullableRun,
  lastBackup: Type.Union([Type.Object({ kind: Type.String(), ...Run.properties }), Type.Null()]),
  lastCheck: NullableRun,
  lastVerify: NullableRun,
});
export type BackupView = Static<typeof BackupView>;

/** GET /api/ops/system (admins): the alerts of the last 7 days, active first, beside the backups. */
export const SystemState = Type.Object({
  success: Type.Literal(true),
  alerts: Type.Array(SystemAlertView),
  backup: BackupView,
});
export type SystemState = Static<typeof SystemState>;
