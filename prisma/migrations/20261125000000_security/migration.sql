-- AlterTable
ALTER TABLE "users" ADD COLUMN     "disabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "recovery_code_hashes" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "totp_enabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "totp_secret" TEXT;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "closed_at" TIMESTAMPTZ(3),
ADD COLUMN     "consent_withdrawn_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "bathroom_offers" ADD COLUMN     "selection_token_hash" VARCHAR(64);

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "blanked_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "projects_closed_at_idx" ON "projects"("closed_at");

-- CreateIndex
CREATE INDEX "email_outbox_sent_at_idx" ON "email_outbox"("sent_at");
