import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";

export type AuditEntry = {
  actor: string;
  action: string;
  recordId?: string | undefined;
  /** Filters, counts and status changes only: never personal data. */
  detail?: Prisma.InputJsonObject;
};

/** Appends to the audit log (the table itself refuses updates and deletes). */
export async function audit(prisma: PrismaClient, entry: AuditEntry): Promise<void> {
  await prisma.auditLog.create({
    data: {
      actor: entry.actor,
      action: entry.action,
      recordId: entry.recordId ?? null,
      detail: entry.detail ?? {},
    },
  });
}
