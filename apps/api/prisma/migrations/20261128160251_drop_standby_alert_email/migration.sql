-- The standby alert is no longer e-mailed by the API: the monitoring's DatabaseStandbyMissing
-- alert (infra/monitoring/rules.yml) reaches the admins by Alertmanager's e-mail and the console's
-- banner, the one path for alerts. Its outbox jobs go (they are about no record, and one still
-- pending is said by the new alert), then the kind itself.
BEGIN;
DELETE FROM "outbox_job" WHERE "kind"::text = 'standby-alert';
ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_one_subject_check";

-- AlterEnum
CREATE TYPE "mail_kind_new" AS ENUM ('team-notification', 'acknowledgment', 'sign-in-link', 'archive-alert', 'escalation', 'daily-summary');
ALTER TABLE "outbox_job" ALTER COLUMN "kind" TYPE "mail_kind_new" USING ("kind"::text::"mail_kind_new");
ALTER TYPE "mail_kind" RENAME TO "mail_kind_old";
ALTER TYPE "mail_kind_new" RENAME TO "mail_kind";
DROP TYPE "public"."mail_kind_old";

ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_one_subject_check"
  CHECK (num_nonnulls("contactMessageId", "consultationRequestId", "signInLinkId")
    = CASE WHEN "kind"::text IN ('archive-alert', 'daily-summary') THEN 0 ELSE 1 END);
COMMIT;
