-- The customer's project room (issue 14): the link token's hash, the confirmed e-mail, and the
-- customer e-mails of each project in the outbox.
ALTER TABLE "projects" ADD COLUMN "access_token_hash" VARCHAR(64),
ADD COLUMN "email_confirmed_at" TIMESTAMPTZ(3);

CREATE UNIQUE INDEX "projects_access_token_hash_key" ON "projects"("access_token_hash");

ALTER TABLE "email_outbox" ADD COLUMN "project_id" INTEGER,
ADD COLUMN "erase_recipient_after_send" BOOLEAN NOT NULL DEFAULT false;

CREATE INDEX "email_outbox_project_id_idx" ON "email_outbox"("project_id");
