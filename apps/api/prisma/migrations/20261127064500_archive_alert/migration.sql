-- AlterEnum
ALTER TYPE "mail_kind" ADD VALUE 'archive-alert';

-- An archive alert (to the console's admins, decision 0090) is about no record: it has no subject.
-- Compared as text: the new enum value cannot be used in the transaction that adds it.
ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_one_subject_check";
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_one_subject_check"
  CHECK (num_nonnulls("contactMessageId", "consultationRequestId", "signInLinkId")
    = CASE WHEN "kind"::text = 'archive-alert' THEN 0 ELSE 1 END);
