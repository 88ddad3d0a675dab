-- AlterTable
ALTER TABLE "consultation_request" ADD COLUMN     "consentToCalls" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "contact_message" ADD COLUMN     "consentToCalls" BOOLEAN NOT NULL DEFAULT false;