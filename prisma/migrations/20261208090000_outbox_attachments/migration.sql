ALTER TABLE "email_outbox" ADD COLUMN "attachments" TEXT;
