import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { SignInPurpose } from "../generated/prisma/enums.ts";
import { hashToken } from "./tokens.ts";

/** A sign-in link works once, for 15 minutes; an enrolment link (sent by an admin) for 7 days. */
export const linkLifetimeMs: Readonly<Record<SignInPurpose, number>> = {
  sign_in: 15 * 60_000,
  enrolment: 7 * 24 * 3600_000,
};

/** A member has at most this many unspent sign-in links at once (decision 0071). */
export const maxLiveSignInLinks = 3;

/**
 * The console's page that receives a link's token. The token travels in the link's fragment
 * (`#token=…`), which browsers never send: no server, proxy or log sees it;
 * the page's own script hands it to the sign-in form.
 */
export const signInPath = "/ops/sign-in/link";

/**
 * Creates a one-time link for a user and, in the same transaction, the outbox job that e-mails it
 * (the clear link rides on the job only until it is sent). Resolves to the link, for the CLI to print.
 */
export async function issueSignInLink(
  prisma: PrismaClient,
  { userId, purpose, siteOrigin }: { userId: string; purpose: SignInPurpose; siteOrigin: string },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const url = new URL(signInPath, siteOrigin);
  url.hash = new URLSearchParams({ token }).toString();
  await prisma.opsSignInLink.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + linkLifetimeMs[purpose]),
      outboxJobs: { create: { kind: "sign_in_link", payload: url.toString() } },
    },
  });
  return url.toString();
}

/** Spends a link: resolves to its user when it was unused, unexpired and the user is active; else null. */
export async function consumeSignInLink(prisma: PrismaClient, token: string): Promise<string | null> {
  const now = new Date();
  const link = await prisma.opsSignInLink.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, user: { select: { disabledAt: true } } },
  });
  if (!link || link.user.disabledAt) return null;
  const { count } = await prisma.opsSignInLink.updateMany({
    where: { id: link.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return count === 1 ? link.userId : null;
}

/**
 * Ends every unspent link of a user (sign-in and enrolment alike), as disabling them must: enabling
 * them again later must not bring an old invitation back. Resolves to how many were ended.
 */
export async function revokeSignInLinks(prisma: PrismaClient, userId: string): Promise<number> {
  const now = new Date();
  const { count } = await prisma.opsSignInLink.updateMany({
    where: { userId, usedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
  return count;
}

/** How many sign-in links of a user are unspent and unexpired. */
export function liveSignInLinks(prisma: PrismaClient, userId: string): Promise<number> {
  return prisma.opsSignInLink.count({
    where: { userId, purpose: "sign_in", usedAt: null, expiresAt: { gt: new Date() } },
  });
}
