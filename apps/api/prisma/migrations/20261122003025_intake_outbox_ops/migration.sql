-- CreateEnum
CREATE TYPE "injury_severity" AS ENUM ('minor', 'moderate', 'severe', 'catastrophic', 'none');

-- CreateEnum
CREATE TYPE "medical_treatment" AS ENUM ('none', 'first-aid', 'emergency-room', 'hospitalized', 'ongoing', 'surgery');

-- CreateEnum
CREATE TYPE "has_lawyer" AS ENUM ('no', 'yes', 'considering');

-- CreateEnum
CREATE TYPE "police_report" AS ENUM ('yes', 'no', 'unknown');

-- CreateEnum
CREATE TYPE "insurance_claim" AS ENUM ('yes', 'no', 'pending');

-- CreateEnum
CREATE TYPE "estimated_damages" AS ENUM ('under-10k', '10k-25k', '25k-50k', '50k-100k', '100k-250k', '250k-500k', 'over-500k', 'unknown');

-- CreateEnum
CREATE TYPE "lost_wages" AS ENUM ('none', 'some', 'significant', 'unable-to-work');

-- CreateEnum
CREATE TYPE "preferred_contact_method" AS ENUM ('phone', 'email', 'in-person', 'video');

-- CreateEnum
CREATE TYPE "preferred_contact_time" AS ENUM ('morning', 'afternoon', 'evening', 'weekends');

-- CreateEnum
CREATE TYPE "urgency" AS ENUM ('normal', 'urgent', 'emergency');

-- CreateEnum
CREATE TYPE "locale" AS ENUM ('en', 'es');

-- CreateEnum
CREATE TYPE "record_status" AS ENUM ('new', 'contacted', 'scheduled', 'signed', 'declined', 'spam');

-- CreateEnum
CREATE TYPE "spam_reason" AS ENUM ('honeypot', 'too-fast');

-- CreateEnum
CREATE TYPE "mail_kind" AS ENUM ('team-notification', 'acknowledgment');

-- CreateEnum
CREATE TYPE "outbox_status" AS ENUM ('pending', 'sent', 'failed');

-- AlterTable
ALTER TABLE "contact_message" ADD COLUMN     "locale" "locale" NOT NULL DEFAULT 'en',
ADD COLUMN     "page" VARCHAR(200) NOT NULL DEFAULT '',
ADD COLUMN     "spamReason" "spam_reason",
ADD COLUMN     "status" "record_status" NOT NULL DEFAULT 'new',
ADD COLUMN     "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ALTER COLUMN "name" SET DATA TYPE VARCHAR(200);

-- CreateTable
CREATE TABLE "consultation_request" (
    "id" UUID NOT NULL,
    "firstName" VARCHAR(80) NOT NULL,
    "lastName" VARCHAR(80) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "phone" VARCHAR(40) NOT NULL,
    "alternatePhone" VARCHAR(40) NOT NULL DEFAULT '',
    "caseType" "case_type" NOT NULL,
    "incidentDate" DATE,
    "incidentLocation" VARCHAR(200) NOT NULL DEFAULT '',
    "caseDescription" VARCHAR(5000) NOT NULL,
    "injurySeverity" "injury_severity",
    "medicalTreatment" "medical_treatment",
    "hasLawyer" "has_lawyer",
    "insuranceCompany" VARCHAR(120) NOT NULL DEFAULT '',
    "insuranceClaim" "insurance_claim",
    "policeReport" "police_report",
    "preferredContactMethod" "preferred_contact_method" NOT NULL,
    "preferredContactTime" "preferred_contact_time",
    "urgency" "urgency" NOT NULL DEFAULT 'normal',
    "availableDates" VARCHAR(500) NOT NULL DEFAULT '',
    "estimatedDamages" "estimated_damages",
    "lostWages" "lost_wages",
    "witnesses" VARCHAR(2000) NOT NULL DEFAULT '',
    "additionalInfo" VARCHAR(5000) NOT NULL DEFAULT '',
    "locale" "locale" NOT NULL DEFAULT 'en',
    "page" VARCHAR(200) NOT NULL DEFAULT '',
    "status" "record_status" NOT NULL DEFAULT 'new',
    "spamReason" "spam_reason",
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consultation_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_job" (
    "id" SERIAL NOT NULL,
    "kind" "mail_kind" NOT NULL,
    "contactMessageId" UUID,
    "consultationRequestId" UUID,
    "status" "outbox_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "availableAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" VARCHAR(200),
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_key" (
    "key" VARCHAR(200) NOT NULL,
    "requestHash" CHAR(64) NOT NULL,
    "recordId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_key_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "ops_token" (
    "id" UUID NOT NULL,
    "label" VARCHAR(80) NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),
    "lastUsedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ops_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" VARCHAR(120) NOT NULL,
    "action" VARCHAR(40) NOT NULL,
    "recordId" UUID,
    "detail" JSONB,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "consultation_request_createdAt_idx" ON "consultation_request"("createdAt");

-- CreateIndex
CREATE INDEX "consultation_request_status_createdAt_idx" ON "consultation_request"("status", "createdAt");

-- CreateIndex
CREATE INDEX "outbox_job_status_availableAt_idx" ON "outbox_job"("status", "availableAt");

-- CreateIndex
CREATE INDEX "outbox_job_contactMessageId_idx" ON "outbox_job"("contactMessageId");

-- CreateIndex
CREATE INDEX "outbox_job_consultationRequestId_idx" ON "outbox_job"("consultationRequestId");

-- CreateIndex
CREATE INDEX "idempotency_key_createdAt_idx" ON "idempotency_key"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ops_token_tokenHash_key" ON "ops_token"("tokenHash");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");

-- CreateIndex
CREATE INDEX "audit_log_recordId_idx" ON "audit_log"("recordId");

-- CreateIndex
CREATE INDEX "contact_message_status_createdAt_idx" ON "contact_message"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_contactMessageId_fkey" FOREIGN KEY ("contactMessageId") REFERENCES "contact_message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_consultationRequestId_fkey" FOREIGN KEY ("consultationRequestId") REFERENCES "consultation_request"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (schema.prisma cannot express these; Prisma's diff ignores them).

-- An outbox job belongs to exactly one record.
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_one_record_check"
  CHECK (num_nonnulls("contactMessageId", "consultationRequestId") = 1);

-- The audit log is append-only: rows can be inserted, never changed or removed.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
