-- DropIndex
DROP INDEX "consultation_request_createdAt_idx";

-- DropIndex
DROP INDEX "contact_message_createdAt_idx";

-- CreateIndex
CREATE INDEX "consultation_request_createdAt_id_idx" ON "consultation_request"("createdAt", "id");

-- CreateIndex
CREATE INDEX "contact_message_createdAt_id_idx" ON "contact_message"("createdAt", "id");