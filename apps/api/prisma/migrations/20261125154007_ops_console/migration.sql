-- Full-text search over the requests (issue 18): unaccented, so "Garcia" finds "García".
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- unaccent() is only STABLE (its dictionary could be changed); this wrapper names the dictionary and
-- is IMMUTABLE, so generated columns and their indexes may use it.
CREATE FUNCTION "ops_unaccent"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);

-- One document per request: the words unaccented, in the "simple" configuration (names in either
-- language match alike), e-mail addresses also split at their punctuation, phones also as digits only
-- (all of them, and the last ten: a number is found with or without its country code).
CREATE FUNCTION "ops_search_document"(VARIADIC parts text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN to_tsvector('simple'::regconfig, "ops_unaccent"(array_to_string(parts, ' ')));

-- CreateEnum
CREATE TYPE "ops_role" AS ENUM ('admin', 'intake');

-- CreateEnum
CREATE TYPE "sign_in_purpose" AS ENUM ('enrolment', 'sign-in');

-- AlterEnum
ALTER TYPE "mail_kind" ADD VALUE 'sign-in-link';

-- AlterTable
ALTER TABLE "consultation_request" ADD COLUMN     "assigneeId" UUID,
ADD COLUMN     "search" tsvector;

-- AlterTable
ALTER TABLE "contact_message" ADD COLUMN     "assigneeId" UUID,
ADD COLUMN     "search" tsvector;

-- AlterTable
ALTER TABLE "outbox_job" ADD COLUMN     "payload" VARCHAR(2000),
ADD COLUMN     "signInLinkId" UUID;

-- CreateTable
CREATE TABLE "ops_user" (
    "id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "name" VARCHAR(120) NOT NULL DEFAULT '',
    "role" "ops_role" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disabledAt" TIMESTAMPTZ(3),
    "inboxSeenAt" TIMESTAMPTZ(3),

    CONSTRAINT "ops_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ops_session" (
    "id" UUID NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "csrfToken" VARCHAR(64) NOT NULL,
    "userId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ops_session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ops_sign_in_link" (
    "id" UUID NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "userId" UUID NOT NULL,
    "purpose" "sign_in_purpose" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ops_sign_in_link_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "record_note" (
    "id" SERIAL NOT NULL,
    "contactMessageId" UUID,
    "consultationRequestId" UUID,
    "authorId" UUID NOT NULL,
    "body" VARCHAR(5000) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "record_note_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ops_user_email_key" ON "ops_user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "ops_session_tokenHash_key" ON "ops_session"("tokenHash");

-- CreateIndex
CREATE INDEX "ops_session_userId_idx" ON "ops_session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ops_sign_in_link_tokenHash_key" ON "ops_sign_in_link"("tokenHash");

-- CreateIndex
CREATE INDEX "ops_sign_in_link_userId_idx" ON "ops_sign_in_link"("userId");

-- CreateIndex
CREATE INDEX "record_note_contactMessageId_idx" ON "record_note"("contactMessageId");

-- CreateIndex
CREATE INDEX "record_note_consultationRequestId_idx" ON "record_note"("consultationRequestId");

-- CreateIndex
CREATE INDEX "consultation_request_assigneeId_idx" ON "consultation_request"("assigneeId");

-- CreateIndex
CREATE INDEX "consultation_request_caseType_idx" ON "consultation_request"("caseType");

-- CreateIndex
CREATE INDEX "consultation_request_urgency_idx" ON "consultation_request"("urgency");

-- CreateIndex
CREATE INDEX "consultation_request_search_idx" ON "consultation_request" USING GIN ("search");

-- CreateIndex
CREATE INDEX "contact_message_assigneeId_idx" ON "contact_message"("assigneeId");

-- CreateIndex
CREATE INDEX "contact_message_search_idx" ON "contact_message" USING GIN ("search");

-- CreateIndex
CREATE INDEX "outbox_job_signInLinkId_idx" ON "outbox_job"("signInLinkId");

-- AddForeignKey
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "ops_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consultation_request" ADD CONSTRAINT "consultation_request_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "ops_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_signInLinkId_fkey" FOREIGN KEY ("signInLinkId") REFERENCES "ops_sign_in_link"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ops_session" ADD CONSTRAINT "ops_session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "ops_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ops_sign_in_link" ADD CONSTRAINT "ops_sign_in_link_userId_fkey" FOREIGN KEY ("userId") REFERENCES "ops_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "record_note" ADD CONSTRAINT "record_note_contactMessageId_fkey" FOREIGN KEY ("contactMessageId") REFERENCES "contact_message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "record_note" ADD CONSTRAINT "record_note_consultationRequestId_fkey" FOREIGN KEY ("consultationRequestId") REFERENCES "consultation_request"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "record_note" ADD CONSTRAINT "record_note_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "ops_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- The search documents are kept by triggers (Prisma reads a generated column as a default it would drop).
CREATE FUNCTION "contact_message_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "ops_search_document"(
    NEW."name", NEW."email", regexp_replace(NEW."email", '[@._+-]+', ' ', 'g'),
    NEW."phone", regexp_replace(NEW."phone", '\D+', ' ', 'g'), regexp_replace(NEW."phone", '\D+', '', 'g'),
    right(regexp_replace(NEW."phone", '\D+', '', 'g'), 10),
    NEW."message");
  RETURN NEW;
END $$;

CREATE TRIGGER "contact_message_search" BEFORE INSERT OR UPDATE OF "name", "email", "phone", "message"
  ON "contact_message" FOR EACH ROW EXECUTE FUNCTION "contact_message_search"();

CREATE FUNCTION "consultation_request_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "ops_search_document"(
    NEW."firstName", NEW."lastName", NEW."email", regexp_replace(NEW."email", '[@._+-]+', ' ', 'g'),
    NEW."phone", regexp_replace(NEW."phone", '\D+', ' ', 'g'), regexp_replace(NEW."phone", '\D+', '', 'g'),
    right(regexp_replace(NEW."phone", '\D+', '', 'g'), 10),
    NEW."alternatePhone", regexp_replace(NEW."alternatePhone", '\D+', '', 'g'),
    right(regexp_replace(NEW."alternatePhone", '\D+', '', 'g'), 10),
    NEW."incidentLocation", NEW."caseDescription");
  RETURN NEW;
END $$;

CREATE TRIGGER "consultation_request_search"
  BEFORE INSERT OR UPDATE OF "firstName", "lastName", "email", "phone", "alternatePhone", "incidentLocation", "caseDescription"
  ON "consultation_request" FOR EACH ROW EXECUTE FUNCTION "consultation_request_search"();

-- Requests stored before this migration.
UPDATE "contact_message" SET "name" = "name";
UPDATE "consultation_request" SET "firstName" = "firstName";

-- Every outbox job is about exactly one thing: a contact message, a consultation request or a sign-in link.
ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_one_record_check";
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_one_subject_check"
  CHECK (num_nonnulls("contactMessageId", "consultationRequestId", "signInLinkId") = 1);

-- A note belongs to exactly one request.
ALTER TABLE "record_note" ADD CONSTRAINT "record_note_one_record_check"
  CHECK (num_nonnulls("contactMessageId", "consultationRequestId") = 1);
