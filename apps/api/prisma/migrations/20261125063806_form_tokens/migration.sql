-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "spam_reason" ADD VALUE 'token-missing';
ALTER TYPE "spam_reason" ADD VALUE 'token-invalid';
ALTER TYPE "spam_reason" ADD VALUE 'token-expired';
ALTER TYPE "spam_reason" ADD VALUE 'token-reused';

-- AlterTable
ALTER TABLE "consultation_request" ADD COLUMN     "formTokenId" VARCHAR(40);

-- AlterTable
ALTER TABLE "contact_message" ADD COLUMN     "formTokenId" VARCHAR(40);

-- CreateIndex
CREATE INDEX "consultation_request_formTokenId_idx" ON "consultation_request"("formTokenId");

-- CreateIndex
CREATE INDEX "contact_message_formTokenId_idx" ON "contact_message"("formTokenId");