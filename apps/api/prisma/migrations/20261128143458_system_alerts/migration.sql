-- CreateTable
CREATE TABLE "system_alert" (
    "fingerprint" VARCHAR(64) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "severity" VARCHAR(20) NOT NULL DEFAULT '',
    "firing" BOOLEAN NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "resolvedAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_alert_pkey" PRIMARY KEY ("fingerprint")
);

-- CreateIndex
CREATE INDEX "system_alert_firing_startsAt_idx" ON "system_alert"("firing", "startsAt");