-- Register checks (VIES, GISA, Firmenbuch) and liability insurance as records. A company's standing
-- (licensed services, insurance validity, pause) is derived from them by lib/verification/standing.ts;
-- matching reads only the derived columns. Existing companies have no checks yet: they get no leads
-- until a GISA check and an accepted insurance confirmation exist.
ALTER TABLE "companies"
  ADD COLUMN "gisa_number" VARCHAR(20),
  ADD COLUMN "fn_number" VARCHAR(20),
  ADD COLUMN "licensed_services" TEXT[] DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "insurance_valid_until" DATE,
  ADD COLUMN "leads_paused_at" TIMESTAMPTZ(3),
  ADD COLUMN "leads_paused_reasons" TEXT[] DEFAULT ARRAY[]::TEXT[];

ALTER TABLE "company_registrations"
  ADD COLUMN "gisa_number" VARCHAR(20),
  ADD COLUMN "vat_id" VARCHAR(20),
  ADD COLUMN "fn_number" VARCHAR(20);

CREATE TABLE "verification_checks" (
  "id" SERIAL PRIMARY KEY,
  "company_id" INTEGER REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "registration_id" INTEGER REFERENCES "company_registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "source" VARCHAR(20) NOT NULL,
  "query" JSONB NOT NULL,
  "outcome" VARCHAR(20) NOT NULL DEFAULT 'pending',
  "details" JSONB,
  "raw_answer" TEXT,
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "checked_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "verification_checks_owner" CHECK ("company_id" IS NOT NULL OR "registration_id" IS NOT NULL)
);
CREATE INDEX "verification_checks_company_id_source_created_at_idx"
  ON "verification_checks"("company_id", "source", "created_at");
CREATE INDEX "verification_checks_registration_id_idx" ON "verification_checks"("registration_id");

CREATE TABLE "insurance_documents" (
  "id" SERIAL PRIMARY KEY,
  "company_id" INTEGER REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "registration_id" INTEGER REFERENCES "company_registrations"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "insurer" VARCHAR(200) NOT NULL,
  "sum_insured_cents" BIGINT NOT NULL,
  "valid_until" DATE NOT NULL,
  "file_name" VARCHAR(200) NOT NULL,
  "content_type" VARCHAR(100) NOT NULL,
  "size_bytes" INTEGER NOT NULL,
  "content" BYTEA NOT NULL,
  "status" VARCHAR(20) NOT NULL DEFAULT 'submitted',
  "decided_by" INTEGER,
  "decided_at" TIMESTAMPTZ(3),
  "decision_note" TEXT,
  "reminder_30_sent_at" TIMESTAMPTZ(3),
  "reminder_7_sent_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "insurance_documents_owner" CHECK ("company_id" IS NOT NULL OR "registration_id" IS NOT NULL)
);
CREATE INDEX "insurance_documents_company_id_created_at_idx" ON "insurance_documents"("company_id", "created_at");
CREATE INDEX "insurance_documents_registration_id_idx" ON "insurance_documents"("registration_id");
CREATE INDEX "insurance_documents_status_valid_until_idx" ON "insurance_documents"("status", "valid_until");
