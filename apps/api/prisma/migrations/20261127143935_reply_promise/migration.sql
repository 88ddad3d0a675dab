-- The reply promise (issue 39, decision 0095): each request's due time, its first response, and
-- whether the team was told it is still new. New records get "dueAt" from the API (the durations
-- live in @firm/intake/reply-promise); existing ones are given the same durations here, once.
ALTER TYPE "mail_kind" ADD VALUE 'escalation';
ALTER TYPE "mail_kind" ADD VALUE 'daily-summary';

-- A daily summary is about no record, like an archive alert (compared as text: a new enum value
-- cannot be used in the transaction that adds it).
ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_one_subject_check";
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_one_subject_check"
  CHECK (num_nonnulls("contactMessageId", "consultationRequestId", "signInLinkId")
    = CASE WHEN "kind"::text IN ('archive-alert', 'daily-summary') THEN 0 ELSE 1 END);

ALTER TABLE "consultation_request" ADD COLUMN "dueAt" TIMESTAMPTZ(3),
ADD COLUMN "escalatedAt" TIMESTAMPTZ(3),
ADD COLUMN "firstResponseAt" TIMESTAMPTZ(3);

ALTER TABLE "contact_message" ADD COLUMN "dueAt" TIMESTAMPTZ(3),
ADD COLUMN "escalatedAt" TIMESTAMPTZ(3),
ADD COLUMN "firstResponseAt" TIMESTAMPTZ(3);

UPDATE "consultation_request" SET "dueAt" = "createdAt" + CASE "urgency"
  WHEN 'emergency' THEN interval '1 hour' WHEN 'urgent' THEN interval '4 hours' ELSE interval '24 hours' END;
UPDATE "contact_message" SET "dueAt" = "createdAt" + interval '24 hours';

-- A request already answered: its first response is its first status change away from "new".
UPDATE "consultation_request" r SET "firstResponseAt" = a."at"
FROM (SELECT "recordId", min("at") AS "at" FROM "audit_log"
  WHERE "action" IN ('update_status', 'not_spam') AND "detail"->>'from' = 'new' GROUP BY "recordId") a
WHERE a."recordId" = r."id";
UPDATE "contact_message" r SET "firstResponseAt" = a."at"
FROM (SELECT "recordId", min("at") AS "at" FROM "audit_log"
  WHERE "action" IN ('update_status', 'not_spam') AND "detail"->>'from' = 'new' GROUP BY "recordId") a
WHERE a."recordId" = r."id";

ALTER TABLE "consultation_request" ALTER COLUMN "dueAt" SET NOT NULL;
ALTER TABLE "contact_message" ALTER COLUMN "dueAt" SET NOT NULL;

CREATE INDEX "consultation_request_dueAt_id_idx" ON "consultation_request"("dueAt", "id");
CREATE INDEX "contact_message_dueAt_id_idx" ON "contact_message"("dueAt", "id");

-- The view gains the three columns, at its end (CREATE OR REPLACE keeps the others as they are).
CREATE OR REPLACE VIEW "intake_record" AS
SELECT 'contact'::text AS "type",
  "id",
  "createdAt",
  "updatedAt",
  "status",
  "spamReason",
  "assigneeId",
  "formTokenId",
  "locale",
  "page",
  "consentToCalls",
  "consentVersion",
  "noticeVersion",
  "search",
  "name"::varchar AS "name",
  NULL::varchar AS "firstName",
  NULL::varchar AS "lastName",
  "email",
  "phone",
  "phoneE164",
  "phoneExtension",
  NULL::varchar AS "alternatePhone",
  NULL::varchar AS "alternatePhoneE164",
  NULL::varchar AS "alternatePhoneExtension",
  "caseType",
  "message",
  NULL::date AS "incidentDate",
  NULL::varchar AS "incidentLocation",
  NULL::varchar AS "caseDescription",
  NULL::injury_severity AS "injurySeverity",
  NULL::medical_treatment AS "medicalTreatment",
  NULL::has_lawyer AS "hasLawyer",
  NULL::varchar AS "insuranceCompany",
  NULL::insurance_claim AS "insuranceClaim",
  NULL::police_report AS "policeReport",
  NULL::preferred_contact_method AS "preferredContactMethod",
  NULL::preferred_contact_time AS "preferredContactTime",
  NULL::urgency AS "urgency",
  NULL::varchar AS "availableDates",
  NULL::estimated_damages AS "estimatedDamages",
  NULL::lost_wages AS "lostWages",
  NULL::varchar AS "witnesses",
  NULL::varchar AS "additionalInfo",
  "dueAt",
  "firstResponseAt",
  "escalatedAt"
FROM "contact_message"
UNION ALL
SELECT 'consultation',
  "id",
  "createdAt",
  "updatedAt",
  "status",
  "spamReason",
  "assigneeId",
  "formTokenId",
  "locale",
  "page",
  "consentToCalls",
  "consentVersion",
  "noticeVersion",
  "search",
  ("firstName" || ' ' || "lastName")::varchar,
  "firstName",
  "lastName",
  "email",
  "phone",
  "phoneE164",
  "phoneExtension",
  "alternatePhone",
  "alternatePhoneE164",
  "alternatePhoneExtension",
  "caseType",
  NULL::varchar,
  "incidentDate",
  "incidentLocation",
  "caseDescription",
  "injurySeverity",
  "medicalTreatment",
  "hasLawyer",
  "insuranceCompany",
  "insuranceClaim",
  "policeReport",
  "preferredContactMethod",
  "preferredContactTime",
  "urgency",
  "availableDates",
  "estimatedDamages",
  "lostWages",
  "witnesses",
  "additionalInfo",
  "dueAt",
  "firstResponseAt",
  "escalatedAt"
FROM "consultation_request";

CREATE TABLE "daily_summary" (
    "day" DATE NOT NULL,
    "queuedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "daily_summary_pkey" PRIMARY KEY ("day")
);
