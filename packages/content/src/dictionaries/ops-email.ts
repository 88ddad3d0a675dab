import type { PerLocale } from "../locale.ts";

/** The one-time link e-mailed to a team member of the intake console (sent in both languages). */
const en = {
  subject: "Your sign-in link to the intake console",
  enrolmentSubject: "You are invited to the intake console",
  signIn:
    "Use this link to sign in to the intake console. It works once, within 15 minutes. If you did not ask for it, ignore this message.",
  enrolment:
    "An administrator added you to the intake console. Use this link to sign in for the first time; it works once, within 7 days.",
  archiveSubject: "Backups have stopped: the database's changes are not being archived",
  archiveStalled:
    "The database's changes (WAL) have not reached the backup repository for several minutes: the repository may be unreachable or full. Until this is fixed, a lost disk would lose every request received since. Check it now with `pnpm ops backup` and the runbook in infra/backup/README.md. This alert is sent at most once an hour while the problem lasts.",
  archiveLastArchived: "Last archived",
  archiveWaiting: "Segments waiting",
  standbySubject: "The database runs on one machine: its standby is gone",
  standbyMissing:
    "The database's primary has no synchronous standby. Requests are still received, but each one is on one machine only until a standby is back: if that machine failed now, the requests since its last archived change would be lost. Bring the other node back now (`patronictl list`, the runbook in infra/README.md). This alert is sent at most once an hour while the problem lasts.",
  standbyStreaming: "Synchronous standbys streaming / expected",
};

export type OpsEmailCopy = typeof en;

const es: OpsEmailCopy = {
  subject: "Su enlace para entrar a la consola de admisión",
  enrolmentSubject: "Le han invitado a la consola de admisión",
  signIn:
    "Use este enlace para entrar a la consola de admisión. Funciona una sola vez, durante 15 minutos. Si no lo pidió, ignore este mensaje.",
  enrolment:
    "Un administrador le agregó a la consola de admisión. Use este enlace para entrar por primera vez; funciona una sola vez, durante 7 días.",
  archiveSubject: "Las copias de seguridad se han detenido: los cambios de la base de datos no se archivan",
  archiveStalled:
    "Los cambios de la base de datos (WAL) llevan varios minutos sin llegar al repositorio de copias: puede estar inaccesible o lleno. Mientras no se corrija, la pérdida de un disco perdería todas las solicitudes recibidas desde entonces. Revíselo ahora con `pnpm ops backup` y el procedimiento de infra/backup/README.md. Este aviso se envía como mucho una vez por hora mientras dure el problema.",
  archiveLastArchived: "Último archivado",
  archiveWaiting: "Segmentos en espera",
  standbySubject: "La base de datos funciona en una sola máquina: su réplica no está",
  standbyMissing:
    "La base de datos principal no tiene réplica síncrona. Las solicitudes se siguen recibiendo, pero cada una está en una sola máquina hasta que vuelva una réplica: si esa máquina fallara ahora, se perderían las solicitudes desde su último cambio archivado. Recupere ahora el otro nodo (`patronictl list`, el procedimiento de infra/README.md). Este aviso se envía como mucho una vez por hora mientras dure el problema.",
  standbyStreaming: "Réplicas síncronas conectadas / esperadas",
};

export const opsEmail: PerLocale<OpsEmailCopy> = { en, es };
