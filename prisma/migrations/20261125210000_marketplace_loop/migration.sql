-- Closing the marketplace loop (issue 15): response times, won jobs with a value and their history,
-- the customer's hire answer, the commission ledger and invoices, verified reviews and their reports,
-- and the company fields a public profile and an invoice need.
ALTER TABLE "companies" ADD COLUMN "verified_at" TIMESTAMPTZ(3),
ADD COLUMN "districts" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "street" VARCHAR(200),
ADD COLUMN "vat_id" VARCHAR(20);

-- Verified before this migration: the creation time is the best record there is.
UPDATE "companies" SET "verified_at" = "created_at" WHERE "verified" = true;

ALTER TABLE "projects" ADD COLUMN "hire_answer" VARCHAR(20),
ADD COLUMN "hired_company_id" INTEGER,
ADD COLUMN "hire_value_cents" INTEGER,
ADD COLUMN "hire_answered_at" TIMESTAMPTZ(3);

ALTER TABLE "project_assignments" ADD COLUMN "contacted_at" TIMESTAMPTZ(3),
ADD COLUMN "contact_reminder_sent_at" TIMESTAMPTZ(3),
ADD COLUMN "won_value_cents" INTEGER,
ADD COLUMN "expected_completion" VARCHAR(7),
ADD COLUMN "job_done_at" TIMESTAMPTZ(3);

CREATE INDEX "project_assignments_contacted_at_assigned_at_idx" ON "project_assignments"("contacted_at", "assigned_at");

ALTER TABLE "email_outbox" ADD COLUMN "invoice_id" INTEGER;

CREATE TABLE "assignment_events" (
    "id" SERIAL NOT NULL,
    "assignment_id" INTEGER NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "from_status" VARCHAR(50),
    "to_status" VARCHAR(50),
    "reason" TEXT,
    "won_value_cents" INTEGER,
    "actor_user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "assignment_events_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "assignment_events_assignment_id_created_at_idx" ON "assignment_events"("assignment_id", "created_at");

ALTER TABLE "assignment_events" ADD CONSTRAINT "assignment_events_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "project_assignments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "commission_entries" (
    "id" SERIAL NOT NULL,
    "assignment_id" INTEGER,
    "company_id" INTEGER NOT NULL,
    "project_id" INTEGER,
    "service_type" VARCHAR(100) NOT NULL,
    "order_value_cents" INTEGER NOT NULL,
    "rate_bps" INTEGER NOT NULL,
    "commission_cents" INTEGER NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3) NOT NULL,
    "invoice_id" INTEGER,
    "credit_note_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commission_entries_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "commission_entries_assignment_id_key" ON "commission_entries"("assignment_id");
CREATE INDEX "commission_entries_invoice_id_confirmed_at_idx" ON "commission_entries"("invoice_id", "confirmed_at");
CREATE INDEX "commission_entries_company_id_confirmed_at_idx" ON "commission_entries"("company_id", "confirmed_at");

CREATE TABLE "invoices" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(30) NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "company_id" INTEGER NOT NULL,
    "corrects_invoice_id" INTEGER,
    "period_start" DATE,
    "period_end" DATE,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "net_cents" INTEGER NOT NULL,
    "vat_rate_bps" INTEGER NOT NULL,
    "vat_cents" INTEGER NOT NULL,
    "gross_cents" INTEGER NOT NULL,
    "issuer" JSONB NOT NULL,
    "recipient" JSONB NOT NULL,
    "reason" TEXT,
    "pdf" BYTEA NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "invoices_number_key" ON "invoices"("number");
CREATE UNIQUE INDEX "invoices_company_id_period_start_kind_key" ON "invoices"("company_id", "period_start", "kind");
CREATE INDEX "invoices_issued_at_idx" ON "invoices"("issued_at");
CREATE INDEX "invoices_paid_at_due_at_idx" ON "invoices"("paid_at", "due_at");

CREATE TABLE "invoice_lines" (
    "id" SERIAL NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "commission_entry_id" INTEGER,
    "description" TEXT NOT NULL,
    "order_value_cents" INTEGER NOT NULL,
    "rate_bps" INTEGER NOT NULL,
    "net_cents" INTEGER NOT NULL,

    CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "invoice_lines_invoice_id_position_idx" ON "invoice_lines"("invoice_id", "position");

CREATE TABLE "invoice_counters" (
    "series" VARCHAR(20) NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("series")
);

ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_credit_note_id_fkey" FOREIGN KEY ("credit_note_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_fkey" FOREIGN KEY ("corrects_invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "review_invitations" (
    "id" SERIAL NOT NULL,
    "assignment_id" INTEGER NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "review_invitations_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "review_invitations_assignment_id_key" ON "review_invitations"("assignment_id");
CREATE UNIQUE INDEX "review_invitations_token_hash_key" ON "review_invitations"("token_hash");
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "project_assignments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "reviews" (
    "id" SERIAL NOT NULL,
    "assignment_id" INTEGER,
    "company_id" INTEGER NOT NULL,
    "rating" SMALLINT NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "body" TEXT NOT NULL,
    "author_name" VARCHAR(60) NOT NULL,
    "service_type" VARCHAR(100) NOT NULL,
    "job_month" VARCHAR(7) NOT NULL,
    "hidden_at" TIMESTAMPTZ(3),
    "reply" TEXT,
    "replied_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "reviews_assignment_id_key" ON "reviews"("assignment_id");
CREATE INDEX "reviews_company_id_hidden_at_created_at_idx" ON "reviews"("company_id", "hidden_at", "created_at");
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "review_reports" (
    "id" SERIAL NOT NULL,
    "review_id" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "reporter_email" VARCHAR(255),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decision" VARCHAR(20),
    "decision_reason" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "decided_by" INTEGER,

    CONSTRAINT "review_reports_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "review_reports_decided_at_created_at_idx" ON "review_reports"("decided_at", "created_at");
CREATE INDEX "review_reports_review_id_idx" ON "review_reports"("review_id");
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;
