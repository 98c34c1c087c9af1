-- The admin's project search by PLZ (lib/data/admin-projects.ts): the count of a PLZ is an
-- index-only scan when spam_at is part of the index (spam projects are listed apart); the page
-- walks zip_code, then created_at. Replaces the single-column index on zip_code.
DROP INDEX "projects_zip_code_idx";
CREATE INDEX "projects_zip_code_spam_at_created_at_idx" ON "projects"("zip_code", "spam_at", "created_at");

-- The company dashboard's stat cards (lib/data/company-leads.ts companyLeadStats) count a company's
-- leads by status and by the two answers the lead score reads. Reading those answers from each
-- project took one primary-key lookup per lead (5,000 for a big company, most of the list's time);
-- a copy on the assignment keeps the count on project_assignments alone. Triggers keep the copy:
-- set when an assignment is written, renewed when a project's answers change (e.g. erasure).
ALTER TABLE "project_assignments" ADD COLUMN "lead_answers" JSONB;

-- The answers the score reads: both keys of an answer object; an older answer stored as a JSON
-- string is kept whole (the app parses it, lib/domain/lead-labels.ts parseQuizAnswers).
CREATE FUNCTION "lead_score_answers"(answers JSONB) RETURNS JSONB LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(answers) = 'object'
              THEN jsonb_build_object('intent_readiness', answers->'intent_readiness', 'start_timeline', answers->'start_timeline')
              ELSE answers END
$$;

CREATE FUNCTION "project_assignments_copy_lead_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."lead_answers" := (SELECT "lead_score_answers"("quiz_answers") FROM "projects" WHERE "id" = NEW."project_id");
  RETURN NEW;
END
$$;

CREATE TRIGGER "project_assignments_lead_answers" BEFORE INSERT OR UPDATE OF "project_id" ON "project_assignments"
  FOR EACH ROW EXECUTE FUNCTION "project_assignments_copy_lead_answers"();

CREATE FUNCTION "projects_renew_lead_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "project_assignments" SET "lead_answers" = "lead_score_answers"(NEW."quiz_answers") WHERE "project_id" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "projects_lead_answers" AFTER UPDATE OF "quiz_answers" ON "projects"
  FOR EACH ROW WHEN (OLD."quiz_answers" IS DISTINCT FROM NEW."quiz_answers") EXECUTE FUNCTION "projects_renew_lead_answers"();

-- The assignments written before this migration.
UPDATE "project_assignments" pa SET "lead_answers" = "lead_score_answers"(p."quiz_answers") FROM "projects" p WHERE p."id" = pa."project_id";
