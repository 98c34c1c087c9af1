-- Owners of outbox rows besides the project, so erasure and retention reach every copy.
ALTER TABLE "email_outbox" ADD COLUMN "company_id" INTEGER;
ALTER TABLE "email_outbox" ADD COLUMN "review_id" INTEGER;
CREATE INDEX "email_outbox_company_id_idx" ON "email_outbox"("company_id");
CREATE INDEX "email_outbox_review_id_idx" ON "email_outbox"("review_id");
