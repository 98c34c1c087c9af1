-- Structured offers of companies, immutable versions, their lines and the customer's acceptance.
CREATE TABLE "company_offers" (
    "id" SERIAL NOT NULL,
    "assignment_id" INTEGER NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "company_offers_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "company_offers_assignment_id_key" ON "company_offers"("assignment_id");
CREATE INDEX "company_offers_status_idx" ON "company_offers"("status");
ALTER TABLE "company_offers" ADD CONSTRAINT "company_offers_assignment_id_fkey" FOREIGN KEY ("assignment_id")
    REFERENCES "project_assignments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "company_offer_versions" (
    "id" SERIAL NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "net_cents" INTEGER NOT NULL,
    "vat_cents" INTEGER NOT NULL,
    "gross_cents" INTEGER NOT NULL,
    "labour_net_cents" INTEGER NOT NULL,
    "material_net_cents" INTEGER NOT NULL,
    "valid_until" DATE NOT NULL,
    "payment_terms" TEXT NOT NULL,
    "note" TEXT,
    "file_id" INTEGER,
    "created_by_user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "company_offer_versions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "company_offer_versions_offer_id_version_key" ON "company_offer_versions"("offer_id", "version");
ALTER TABLE "company_offer_versions" ADD CONSTRAINT "company_offer_versions_offer_id_fkey" FOREIGN KEY ("offer_id")
    REFERENCES "company_offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "company_offer_versions" ADD CONSTRAINT "company_offer_versions_file_id_fkey" FOREIGN KEY ("file_id")
    REFERENCES "project_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "company_offer_lines" (
    "id" SERIAL NOT NULL,
    "version_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantity_milli" INTEGER NOT NULL,
    "unit" VARCHAR(20) NOT NULL,
    "unit_price_cents" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "net_cents" INTEGER NOT NULL,
    CONSTRAINT "company_offer_lines_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "company_offer_lines_version_id_position_key" ON "company_offer_lines"("version_id", "position");
ALTER TABLE "company_offer_lines" ADD CONSTRAINT "company_offer_lines_version_id_fkey" FOREIGN KEY ("version_id")
    REFERENCES "company_offer_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "offer_acceptances" (
    "id" SERIAL NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "version_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "accepted_at" TIMESTAMPTZ(3) NOT NULL,
    "withdrawal_period_end" TIMESTAMPTZ(3) NOT NULL,
    "express_start_requested" BOOLEAN NOT NULL DEFAULT false,
    "gross_cents" INTEGER NOT NULL,
    "pdf_storage_key" VARCHAR(200),
    "previous_status" VARCHAR(50) NOT NULL,
    "withdrawn_at" TIMESTAMPTZ(3),
    "withdrawal_reason" TEXT,
    CONSTRAINT "offer_acceptances_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "offer_acceptances_version_id_key" ON "offer_acceptances"("version_id");
CREATE INDEX "offer_acceptances_offer_id_idx" ON "offer_acceptances"("offer_id");
CREATE INDEX "offer_acceptances_project_id_idx" ON "offer_acceptances"("project_id");
ALTER TABLE "offer_acceptances" ADD CONSTRAINT "offer_acceptances_offer_id_fkey" FOREIGN KEY ("offer_id")
    REFERENCES "company_offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "offer_acceptances" ADD CONSTRAINT "offer_acceptances_version_id_fkey" FOREIGN KEY ("version_id")
    REFERENCES "company_offer_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
