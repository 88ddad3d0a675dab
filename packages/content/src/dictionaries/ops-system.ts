import type { SystemAlertName } from "../enums/system-alert.ts";
import type { PerLocale } from "../locale.ts";
import { type Template, template } from "../template.ts";

type AlertTexts = Readonly<Record<SystemAlertName, Template<"since">>>;
type AlertNames = Readonly<Record<SystemAlertName, string>>;

/**
 * The monitoring as the console shows it (infra/monitoring): the banner every signed-in member
 * sees while an alert is active, and the admins' System page with the backups beside the alerts.
 * `{since}` is when the alert started, on the firm's clock.
 */
const en = {
  navSystem: "System",
  systemBanner: {
    label: "System alerts",
    title: "System alert",
    alerts: {
      TeamEmailsFailing: template("Team e-mails are failing since {since}: check the inbox by hand."),
      EmergencyRequestOverdue: template(
        "An emergency request is overdue since {since}: open the inbox, overdue first, and call the client.",
      ),
      WalArchivingStalled: template(
        "Database backups have stalled since {since}: tell the administrator today.",
      ),
      BackupMissing: template(
        "The database's scheduled backups have not run since {since}: tell the administrator today.",
      ),
      ServerErrors: template(
        "The website is answering with errors since {since}: some requests may not arrive; watch the phone.",
      ),
      IntakeSlow: template(
        "The website's forms are slow since {since}: requests still arrive, but visitors wait.",
      ),
      InstanceDown: template(
        "Part of the system has been down since {since}: the website or the console may not work; tell the administrator.",
      ),
    } satisfies AlertTexts,
    other: template("A system alert is active since {since}: tell the administrator."),
  },
  system: {
    title: "System",
    intro:
      "What the monitoring reports: the alerts it has sent (the active ones are also shown to every team member on every page) and the state of the database's backups.",
    alertsTitle: "Alerts",
    alertsCaption: "Alerts, active first",
    alertNames: {
      TeamEmailsFailing: "Team e-mails failing",
      EmergencyRequestOverdue: "Emergency request overdue",
      WalArchivingStalled: "WAL archiving stalled",
      BackupMissing: "Scheduled backups missing",
      ServerErrors: "Server errors above 1 %",
      IntakeSlow: "Intake forms slow",
      InstanceDown: "A process down",
    } satisfies AlertNames,
    otherAlert: "Other alert",
    alert: "Alert",
    state: "State",
    since: "Since",
    until: "Resolved at",
    active: "Active",
    resolved: "Resolved",
    noAlerts: "No alert in the last 7 days.",
    backupsTitle: "Backups",
    backupsCaption: "The database's backups",
    item: "Item",
    value: "State",
    archive: "WAL archiving",
    archiveStates: {
      ok: "Working",
      stalled: "Stalled",
      failing: "Failing, retrying",
      off: "Off (this database is not archived)",
    },
    lastArchived: "Last WAL segment archived",
    waiting: "Segments waiting to be archived",
    lastFull: "Last full backup",
    lastBackup: "Last backup (full or incremental)",
    lastCheck: "Last check of the repository",
    lastVerify: "Last restore-and-count",
    never: "Never",
    succeeded: "succeeded",
    failed: "FAILED",
  },
};

export type OpsSystemCopy = typeof en;

const es: OpsSystemCopy = {
  navSystem: "Sistema",
  systemBanner: {
    label: "Alertas del sistema",
    title: "Alerta del sistema",
    alerts: {
      TeamEmailsFailing: template(
        "Los correos al equipo fallan desde {since}: revise la bandeja de entrada a mano.",
      ),
      EmergencyRequestOverdue: template(
        "Una solicitud de emergencia está vencida desde {since}: abra la bandeja, vencidas primero, y llame al cliente.",
      ),
      WalArchivingStalled: template(
        "Las copias de seguridad de la base de datos están detenidas desde {since}: avise hoy al administrador.",
      ),
      BackupMissing: template(
        "Las copias de seguridad programadas de la base de datos no se hacen desde {since}: avise hoy al administrador.",
      ),
      ServerErrors: template(
        "El sitio web responde con errores desde {since}: puede que algunas solicitudes no lleguen; atienda el teléfono.",
      ),
      IntakeSlow: template(
        "Los formularios del sitio web van lentos desde {since}: las solicitudes llegan, pero los visitantes esperan.",
      ),
      InstanceDown: template(
        "Una parte del sistema no funciona desde {since}: puede que el sitio web o la consola fallen; avise al administrador.",
      ),
    },
    other: template("Hay una alerta del sistema activa desde {since}: avise al administrador."),
  },
  system: {
    title: "Sistema",
    intro:
      "Lo que informa la supervisión: las alertas que ha enviado (las activas también se muestran a todo el equipo en cada página) y el estado de las copias de seguridad de la base de datos.",
    alertsTitle: "Alertas",
    alertsCaption: "Alertas, las activas primero",
    alertNames: {
      TeamEmailsFailing: "Fallan los correos al equipo",
      EmergencyRequestOverdue: "Solicitud de emergencia vencida",
      WalArchivingStalled: "Archivo de WAL detenido",
      BackupMissing: "Faltan copias de seguridad programadas",
      ServerErrors: "Errores del servidor por encima del 1 %",
      IntakeSlow: "Formularios lentos",
      InstanceDown: "Un proceso no funciona",
    },
    otherAlert: "Otra alerta",
    alert: "Alerta",
    state: "Estado",
    since: "Desde",
    until: "Resuelta el",
    active: "Activa",
    resolved: "Resuelta",
    noAlerts: "Ninguna alerta en los últimos 7 días.",
    backupsTitle: "Copias de seguridad",
    backupsCaption: "Las copias de seguridad de la base de datos",
    item: "Elemento",
    value: "Estado",
    archive: "Archivo de WAL",
    archiveStates: {
      ok: "Funciona",
      stalled: "Detenido",
      failing: "Falla, reintentando",
      off: "Desactivado (esta base de datos no se archiva)",
    },
    lastArchived: "Último segmento de WAL archivado",
    waiting: "Segmentos en espera de archivo",
    lastFull: "Última copia completa",
    lastBackup: "Última copia (completa o incremental)",
    lastCheck: "Última comprobación del repositorio",
    lastVerify: "Última restauración con recuento",
    never: "Nunca",
    succeeded: "correcta",
    failed: "FALLÓ",
  },
};

export const opsSystem: PerLocale<OpsSystemCopy> = { en, es };
