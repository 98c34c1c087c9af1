-- The run's month becomes its own column, so period_start can hold the printed (possibly earlier) start of the service period.
ALTER TABLE "invoices" ADD COLUMN "billing_month" DATE;
UPDATE "invoices" SET "billing_month" = "period_start" WHERE "kind" = 'invoice';
DROP INDEX "invoices_company_id_period_start_kind_key";
CREATE UNIQUE INDEX "invoices_company_id_billing_month_key" ON "invoices"("company_id", "billing_month");
