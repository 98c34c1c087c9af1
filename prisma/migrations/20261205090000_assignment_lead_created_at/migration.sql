-- The company's lead list (lib/data/company-leads.ts listCompanyLeads) is ordered by the project's
-- creation time. Sorting across the join walked the projects table (a 500-lead page: about 100 ms,
-- a company with only old leads: the whole table); a copy on the assignment, indexed with the
-- company, lets a page be read in order from project_assignments alone.
ALTER TABLE "project_assignments" ADD COLUMN "lead_created_at" TIMESTAMPTZ(3);

CREATE OR REPLACE FUNCTION "project_assignments_copy_lead_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "lead_score_answers"("quiz_answers"), "created_at" INTO NEW."lead_answers", NEW."lead_created_at"
  FROM "projects" WHERE "id" = NEW."project_id";
  RETURN NEW;
END
$$;

UPDATE "project_assignments" pa SET "lead_created_at" = p."created_at" FROM "projects" p WHERE p."id" = pa."project_id";

CREATE INDEX "project_assignments_company_id_lead_created_at_project_id_idx"
  ON "project_assignments"("company_id", "lead_created_at", "project_id");
