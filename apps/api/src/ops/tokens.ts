import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";

/** Tokens are 256 random bits, so a plain SHA-256 is enough to store them (no password stretching). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a token; the clear token is returned once and never stored. */
export async function issueToken(
  prisma: PrismaClient,
  label: string,
): Promise<{ id: string; token: string }> {
  const token = `ops_${randomBytes(32).toString("base64url")}`;
  const { id } = await prisma.opsToken.create({
    data: { label, tokenHash: hashToken(token) },
    select: { id: true },
  });
  return { id, token };
}

/** Revokes a token by id; resolves to false when there is no such active token. */
export async function revokeToken(prisma: PrismaClient, id: string): Promise<boolean> {
  const { count } = await prisma.opsToken.updateMany({
    where: { id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count === 1;
}

export async function listTokens(prisma: PrismaClient) {
  return prisma.opsToken.findMany({
    select: { id: true, label: true, createdAt: true, revokedAt: true, lastUsedAt: true },
    orderBy: { createdAt: "asc" },
  });
}

/** The active token matching a presented bearer token, or null. */
export async function verifyToken(
  prisma: PrismaClient,
  token: string,
): Promise<{ id: string; label: string } | null> {
  const found = await prisma.opsToken.findFirst({
    where: { tokenHash: hashToken(token), revokedAt: null },
    select: { id: true, label: true },
  });
  if (found) await prisma.opsToken.update({ where: { id: found.id }, data: { lastUsedAt: new Date() } });
  return found;
}
