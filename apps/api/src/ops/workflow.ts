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

/** Adds a note by a team member to a record; resolves to false when there is no such record. */
export async function addNote(
  prisma: PrismaClient,
  id: string,
  authorId: string,
  body: string,
): Promise<boolean> {
  const type = await recordType(prisma, id);
  if (!type) return false;
  await prisma.recordNote.create({
    data: {
      authorId,
      body,
      ...(type === "contact" ? { contactMessageId: id } : { consultationRequestId: id }),
    },
  });
  return true;
}
