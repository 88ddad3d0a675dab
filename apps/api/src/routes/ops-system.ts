import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sessionSecurity } from "@firm/intake/console/session";
import { ActiveAlerts, type BackupView, SystemState } from "@firm/intake/console/system";
import type { BackupStatus } from "../backup/status.ts";
import { activeAlerts, recentAlerts } from "../monitoring/alerts.ts";
import { failures } from "../schemas/common.ts";

/** The backup state as the System page shows it: no WAL file names, only states and times. */
function backupView(status: BackupStatus): BackupView {
  const archive = !status.archiving ? "off" : status.stalled ? "stalled" : status.failing ? "failing" : "ok";
  return {
    archive,
    lastArchivedAt: status.lastArchivedAt,
    waitingSegments: status.waitingSegments,
    lastFull: status.lastFull,
    lastBackup: status.lastBackup,
    lastCheck: status.lastCheck,
    lastVerify: status.lastVerify,
  };
}

/**
 * What the monitoring reported (infra/monitoring, stored by the internal listener's webhook): the
 * active alerts for every signed-in member's banner, and for admins the last 7 days beside the
 * backups. Read on every console page, so neither is audited.
 */
const opsSystemRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    "/alerts",
    {
      config: { opsAccess: "session" },
      schema: { tags: ["ops"], security: sessionSecurity, response: { 200: ActiveAlerts, ...failures } },
    },
    async () => ({ success: true as const, alerts: await activeAlerts(fastify.pool) }),
  );

  fastify.get(
    "/system",
    {
      config: { opsAccess: "admin" },
      schema: { tags: ["ops"], security: sessionSecurity, response: { 200: SystemState, ...failures } },
    },
    async () => {
      const [alerts, status] = await Promise.all([recentAlerts(fastify.pool), fastify.backupWatch.read()]);
      return { success: true as const, alerts, backup: backupView(status) };
    },
  );
};

export default opsSystemRoutes;
