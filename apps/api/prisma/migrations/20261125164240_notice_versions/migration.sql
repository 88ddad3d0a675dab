-- AlterTable
ALTER TABLE "consultation_request" ADD COLUMN     "consentVersion" VARCHAR(16) NOT NULL DEFAULT '',
ADD COLUMN     "noticeVersion" VARCHAR(16) NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "contact_message" ADD COLUMN     "consentVersion" VARCHAR(16) NOT NULL DEFAULT '',
ADD COLUMN     "noticeVersion" VARCHAR(16) NOT NULL DEFAULT '';