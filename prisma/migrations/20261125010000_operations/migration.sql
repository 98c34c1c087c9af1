-- AlterTable
ALTER TABLE "users" ADD COLUMN     "last_login_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "contact_email" VARCHAR(255),
ADD COLUMN     "contact_phone" VARCHAR(50),
ADD COLUMN     "deactivated_at" TIMESTAMPTZ(3),
ADD COLUMN     "zip_code" VARCHAR(10);

-- AlterTable
ALTER TABLE "company_registrations" ADD COLUMN     "notes" TEXT;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "erased_at" TIMESTAMPTZ(3),
ADD COLUMN     "spam_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "done_at" TIMESTAMPTZ(3),
ADD COLUMN     "read_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_user_id" INTEGER,
    "actor_role" VARCHAR(50) NOT NULL,
    "action" VARCHAR(100) NOT NULL,
    "entity_type" VARCHAR(50) NOT NULL,
    "entity_id" VARCHAR(64) NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "note" TEXT,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_settings" (
    "key" VARCHAR(100) NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" INTEGER,

    CONSTRAINT "app_settings_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "company_registrations_email_idx" ON "company_registrations"("email");

-- CreateIndex
CREATE INDEX "projects_zip_code_idx" ON "projects"("zip_code");

-- CreateIndex
CREATE INDEX "projects_email_idx" ON "projects"("email");

-- CreateIndex
CREATE INDEX "audit_log_entity_type_entity_id_created_at_idx" ON "audit_log"("entity_type", "entity_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at");

-- CreateIndex
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log"("action", "created_at");
