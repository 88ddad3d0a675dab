import type { PrismaClient } from "../generated/prisma/client.ts";
import type { OpsRole } from "../generated/prisma/enums.ts";

/** E-mail addresses are compared case-insensitively: stored trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type NewUser = { email: string; name?: string | undefined; role: OpsRole };

/** Creates a team member; resolves to null when the address is already a user. */
export async function addUser(prisma: PrismaClient, user: NewUser) {
  const email = normalizeEmail(user.email);
  const existing = await prisma.opsUser.findUnique({ where: { email }, select: { id: true } });
  if (existing) return null;
  return prisma.opsUser.create({
    data: { email, name: user.name?.trim() ?? "", role: user.role },
    select: { id: true, email: true, name: true, role: true },
  });
}

export async function activeUserByEmail(prisma: PrismaClient, email: string) {
  return prisma.opsUser.findFirst({
    where: { email: normalizeEmail(email), disabledAt: null },
    select: { id: true, email: true },
  });
}

export async function listUsers(prisma: PrismaClient) {
  return prisma.opsUser.findMany({
    select: { id: true, email: true, name: true, role: true, createdAt: true, disabledAt: true },
    orderBy: { email: "asc" },
  });
}
