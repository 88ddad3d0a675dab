-- AlterEnum
ALTER TYPE "mail_kind" ADD VALUE 'standby-alert';

-- A standby alert (to the console's admins: the database runs without its synchronous standby,
-- decision 0115) is about no record, like an archive alert (compared as text: a new enum value
-- cannot be used in the transaction that adds it).
ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_one_subject_check";
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_one_subject_check"
  CHECK (num_nonnulls("contactMessageId", "consultationRequestId", "signInLinkId")
    = CASE WHEN "kind"::text IN ('archive-alert', 'daily-summary', 'standby-alert') THEN 0 ELSE 1 END);
