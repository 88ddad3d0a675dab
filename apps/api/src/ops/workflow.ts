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

/**
 * Adds a note by a team member to a record; a note that records contact with the client is the
 * request's first response when it had none (decision 0095). Resolves to false when there is no
 * such record.
 */
export async function addNote(
  prisma: PrismaClient,
  id: string,
  note: { authorId: string; body: string; contact: boolean },
): Promise<boolean> {
  const type = await recordType(prisma, id);
  if (!type) return false;
  const data = {
    authorId: note.authorId,
    body: note.body,
    ...(type === "contact" ? { contactMessageId: id } : { consultationRequestId: id }),
  };
  if (!note.contact) {
    await prisma.recordNote.create({ data });
    return true;
  }
  const table = type === "contact" ? "contact_message" : "consultation_request";
  await prisma.$transaction([
    prisma.recordNote.create({ data }),
    prisma.$executeRawUnsafe(
      `UPDATE "${table}" SET "firstResponseAt" = COALESCE("firstResponseAt", now()) WHERE "id" = $1::uuid`,
      id,
    ),
  ]);
  return true;
}
