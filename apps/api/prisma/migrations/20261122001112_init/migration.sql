-- CreateEnum
CREATE TYPE "case_type" AS ENUM ('catastrophic-injury', 'accident-injuries', 'sexual-harassment', 'financial-law', 'wrongful-death', 'civil-litigation', 'other');

-- CreateTable
CREATE TABLE "contact_message" (
    "id" UUID NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "phone" VARCHAR(40) NOT NULL,
    "caseType" "case_type",
    "message" VARCHAR(5000) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contact_message_createdAt_idx" ON "contact_message"("createdAt");