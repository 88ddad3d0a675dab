-- CreateEnum
CREATE TYPE "webauthn_purpose" AS ENUM ('registration', 'authentication');

-- CreateTable
CREATE TABLE "ops_passkey" (
    "id" VARCHAR(1024) NOT NULL,
    "userId" UUID NOT NULL,
    "publicKey" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "name" VARCHAR(80) NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ops_passkey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ops_webauthn_challenge" (
    "id" UUID NOT NULL,
    "challenge" VARCHAR(128) NOT NULL,
    "purpose" "webauthn_purpose" NOT NULL,
    "userId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ops_webauthn_challenge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ops_passkey_userId_idx" ON "ops_passkey"("userId");

-- CreateIndex
CREATE INDEX "ops_webauthn_challenge_expiresAt_idx" ON "ops_webauthn_challenge"("expiresAt");

-- AddForeignKey
ALTER TABLE "ops_passkey" ADD CONSTRAINT "ops_passkey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "ops_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ops_webauthn_challenge" ADD CONSTRAINT "ops_webauthn_challenge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "ops_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;