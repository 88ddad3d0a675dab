import { randomBytes, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { OpsRole } from "../generated/prisma/enums.ts";
import { hashToken } from "./tokens.ts";

/** A session ends after 30 minutes without a request, and 12 hours after sign-in whatever happens. */
export const sessionIdleMs = 30 * 60_000;
export const sessionAbsoluteMs = 12 * 3600_000;

export type OpsPrincipal = { id: string; email: string; name: string; role: OpsRole };
export type VerifiedSession = { id: string; csrfToken: string; user: OpsPrincipal };

const userFields = { id: true, email: true, name: true, role: true, disabledAt: true } as const;

/** Opens a session for a user; the clear token (for the cookie) is returned once, never stored. */
export async function createSession(prisma: PrismaClient, userId: string) {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  const session = await prisma.opsSession.create({
    data: { tokenHash: hashToken(token), csrfToken, userId },
    select: { id: true, createdAt: true },
  });
  return {
    id: session.id,
    token,
    csrfToken,
    expiresAt: new Date(session.createdAt.getTime() + sessionAbsoluteMs),
  };
}

/** The live session of a presented token (and its user), its idle clock restarted; else null. */
export async function verifySession(
  prisma: PrismaClient,
  token: string,
  now = new Date(),
): Promise<VerifiedSession | null> {
  const session = await prisma.opsSession.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: userFields } },
  });
  if (!session || session.revokedAt || session.user.disabledAt) return null;
  const idle = now.getTime() - session.lastSeenAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  if (idle > sessionIdleMs || age > sessionAbsoluteMs) return null;
  await prisma.opsSession.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  const { disabledAt: _disabled, ...user } = session.user;
  return { id: session.id, csrfToken: session.csrfToken, user };
}

/** Compares a presented anti-forgery token with the session's in constant time. */
export function csrfMatches(session: VerifiedSession, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(session.csrfToken);
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Revokes one session, or every live session of a user; resolves to how many were revoked. */
export async function revokeSessions(
  prisma: PrismaClient,
  which: { sessionId: string } | { userId: string },
): Promise<number> {
  const where = "sessionId" in which ? { id: which.sessionId } : { userId: which.userId };
  const { count } = await prisma.opsSession.updateMany({
    where: { ...where, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}
