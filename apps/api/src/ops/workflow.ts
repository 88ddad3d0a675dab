import type pg from "pg";
import { inTransaction } from "../db/transaction.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { RecordType } from "./records.ts";

/** Which table a record id belongs to, or null. */
export async function recordType(prisma: PrismaClient, id: string): Promise<RecordType | null> {
  if (await prisma.contactMessage.findUnique({ where: { id }, select: { id: true } })) return "contact";
  if (await prisma.consultationRequest.findUnique({ where: { id }, select: { id: true } }))
    return "consultation";
  return null;
}

/** Assigns a record to a team member (or to nobody); resolves to the assignee before, or undefined when there is no such record. */
export async function assignRecord(
  prisma: PrismaClient,
  id: string,
  assigneeId: string | null,
): Promise<{ before: string | null } | undefined> {
  const type = await recordType(prisma, id);
  if (!type) return undefined;
  const select = { assigneeId: true } as const;
  const before =
    type === "contact"
      ? await prisma.contactMessage.findUniqueOrThrow({ where: { id }, select })
      : await prisma.consultationRequest.findUniqueOrThrow({ where: { id }, select });
  const data = { assigneeId };
  if (type === "contact") await prisma.contactMessage.update({ where: { id }, data });
  else await prisma.consultationRequest.update({ where: { id }, data });
  return { before: before.assigneeId };
}

const tables = {
  contact: { table: "contact_message", note: "contactMessageId" },
  consultation: { table: "consultation_request", note: "consultationRequestId" },
} as const;

/**
 * Adds a note by a team member to a record. A note that records contact with the client (the
 * console's "log a call") is, in the same transaction, the request's first response when it had
 * none and moves a request still new to contacted. Resolves to the status before, and whether it
 * moved, or null when there is no such record.
 */
export async function addNote(
  database: { prisma: PrismaClient; pool: pg.Pool },
  id: string,
  note: { authorId: string; body: string; contact: boolean },
): Promise<{ before: string; contacted: boolean } | null> {
  const type = await recordType(database.prisma, id);
  if (!type) return null;
  const { table, note: column } = tables[type];
  return inTransaction(database.pool, async (client) => {
    const locked = await client.query<{ status: string }>(
      `SELECT "status"::text AS "status" FROM "${table}" WHERE "id" = $1 FOR UPDATE`,
      [id],
    );
    const before = locked.rows[0]?.status ?? "new";
    await client.query(`INSERT INTO "record_note" ("${column}", "authorId", "body") VALUES ($1, $2, $3)`, [
      id,
      note.authorId,
      note.body,
    ]);
    const contacted = note.contact && before === "new";
    if (note.contact)
      await client.query(
        `UPDATE "${table}" SET "firstResponseAt" = COALESCE("firstResponseAt", now()),
           "status" = CASE WHEN $2 THEN 'contacted'::record_status ELSE "status" END,
           "updatedAt" = CASE WHEN $2 THEN now() ELSE "updatedAt" END
         WHERE "id" = $1`,
        [id, contacted],
      );
    return { before, contacted };
  });
}
