import { firm } from "@firm/content/firm";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { WebAuthnPurpose } from "../generated/prisma/enums.ts";

/** A ceremony must finish within 5 minutes of its challenge, which works once. */
export const challengeLifetimeMs = 5 * 60_000;

/** Where passkeys may be used: the site's origins (the console is served by the site). */
export type RelyingParty = { origins: string[] };

/** The relying party id of a page's host, when the host is one of the site's (else null). */
export function rpIdFor(party: RelyingParty, host: string): string | null {
  const hostname = host.replace(/:\d+$/, "");
  return party.origins.some((origin) => new URL(origin).hostname === hostname) ? hostname : null;
}

const expected = (party: RelyingParty) => ({
  expectedOrigin: party.origins,
  expectedRPID: [...new Set(party.origins.map((origin) => new URL(origin).hostname))],
});

async function storeChallenge(
  prisma: PrismaClient,
  challenge: string,
  purpose: WebAuthnPurpose,
  userId?: string,
) {
  const expiresAt = new Date(Date.now() + challengeLifetimeMs);
  const row = await prisma.opsWebAuthnChallenge.create({
    data: { challenge, purpose, userId: userId ?? null, expiresAt },
    select: { id: true },
  });
  return row.id;
}

/** Spends a challenge: its value when unused, unexpired, of this purpose (and user); else null. */
async function spendChallenge(prisma: PrismaClient, id: string, purpose: WebAuthnPurpose, userId?: string) {
  const now = new Date();
  const found = await prisma.opsWebAuthnChallenge.findUnique({ where: { id } });
  if (!found || found.purpose !== purpose || (userId && found.userId !== userId)) return null;
  const { count } = await prisma.opsWebAuthnChallenge.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return count === 1 ? found.challenge : null;
}

/** Options for adding a passkey to a signed-in user (their existing passkeys excluded). */
export async function registrationOptions(
  prisma: PrismaClient,
  user: { id: string; email: string; name: string },
  rpID: string,
) {
  const existing = await prisma.opsPasskey.findMany({
    where: { userId: user.id },
    select: { id: true, transports: true },
  });
  const options = await generateRegistrationOptions({
    rpName: `${firm.name} intake`,
    rpID,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  return { challengeId: await storeChallenge(prisma, options.challenge, "registration", user.id), options };
}

/** Verifies a new passkey's attestation and stores it; resolves to its id, or null when it does not verify. */
export async function registerPasskey(
  prisma: PrismaClient,
  party: RelyingParty,
  {
    userId,
    challengeId,
    response,
    name,
  }: { userId: string; challengeId: string; response: RegistrationResponseJSON; name: string },
): Promise<string | null> {
  const challenge = await spendChallenge(prisma, challengeId, "registration", userId);
  if (!challenge) return null;
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    ...expected(party),
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  await prisma.opsPasskey.create({
    data: {
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    },
  });
  return credential.id;
}

/** Options for signing in with any passkey of the site (discoverable credentials: no user named). */
export async function authenticationOptions(prisma: PrismaClient, rpID: string) {
  const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
  return { challengeId: await storeChallenge(prisma, options.challenge, "authentication"), options };
}

/** Verifies a passkey's assertion; resolves to its active user's id, or null. */
export async function authenticatePasskey(
  prisma: PrismaClient,
  party: RelyingParty,
  { challengeId, response }: { challengeId: string; response: AuthenticationResponseJSON },
): Promise<string | null> {
  const challenge = await spendChallenge(prisma, challengeId, "authentication");
  if (!challenge) return null;
  const passkey = await prisma.opsPasskey.findUnique({
    where: { id: response.id },
    include: { user: { select: { disabledAt: true } } },
  });
  if (!passkey || passkey.user.disabledAt) return null;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    ...expected(party),
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  await prisma.opsPasskey.update({
    where: { id: passkey.id },
    data: { counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() },
  });
  return passkey.userId;
}

export async function listPasskeys(prisma: PrismaClient, userId: string) {
  const rows = await prisma.opsPasskey.findMany({
    where: { userId },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Removes one of a user's passkeys; resolves to false when the user has no such passkey. */
export async function removePasskey(prisma: PrismaClient, userId: string, id: string): Promise<boolean> {
  const { count } = await prisma.opsPasskey.deleteMany({ where: { id, userId } });
  return count === 1;
}
