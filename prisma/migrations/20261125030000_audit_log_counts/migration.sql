-- CreateTable
CREATE TABLE "audit_log_counts" (
    "shard" SMALLINT NOT NULL,
    "rows" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "audit_log_counts_pkey" PRIMARY KEY ("shard")
);

-- The number of audit_log rows, kept by statement triggers (issue 13 benchmark: the unfiltered audit
-- list sums audit_log_counts instead of counting a million rows, lib/data/audit-log.ts). Each
-- statement adds its row count to the shard of its backend (pg_backend_pid() % 16), so one
-- transaction only ever locks one counter row and concurrent writers rarely wait on each other.
CREATE FUNCTION "audit_log_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "audit_log_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "audit_log_counts" ("shard", "rows")
    SELECT pg_backend_pid() % 16, count(*) FROM "new_rows"
    ON CONFLICT ("shard") DO UPDATE SET "rows" = "audit_log_counts"."rows" + EXCLUDED."rows";
  ELSE
    INSERT INTO "audit_log_counts" ("shard", "rows")
    SELECT pg_backend_pid() % 16, -count(*) FROM "old_rows"
    ON CONFLICT ("shard") DO UPDATE SET "rows" = "audit_log_counts"."rows" + EXCLUDED."rows";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "audit_log_count_insert" AFTER INSERT ON "audit_log"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_count_rows"();
CREATE TRIGGER "audit_log_count_delete" AFTER DELETE ON "audit_log"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_count_rows"();
CREATE TRIGGER "audit_log_count_truncate" AFTER TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_count_rows"();

-- The rows written before this migration.
INSERT INTO "audit_log_counts" ("shard", "rows") SELECT 0, count(*) FROM "audit_log";
