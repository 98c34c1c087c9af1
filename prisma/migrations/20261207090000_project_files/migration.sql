-- Customer photos and documents of a project. The bytes live in the object storage: the table
-- "stored_objects" by default, an S3-compatible bucket when configured; rows here hold the keys.
CREATE TABLE "project_files" (
  "id" SERIAL PRIMARY KEY,
  "project_id" INTEGER NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "kind" VARCHAR(20) NOT NULL,
  "original_name" VARCHAR(200) NOT NULL,
  "content_type" VARCHAR(100) NOT NULL,
  "size_bytes" INTEGER NOT NULL,
  "width" INTEGER,
  "height" INTEGER,
  "storage_key" VARCHAR(200) NOT NULL,
  "thumbnail_key" VARCHAR(200),
  "uploaded_by" VARCHAR(20) NOT NULL,
  "company_id" INTEGER REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "project_files_storage_key_key" ON "project_files"("storage_key");
CREATE INDEX "project_files_project_id_created_at_idx" ON "project_files"("project_id", "created_at");

CREATE TABLE "stored_objects" (
  "key" VARCHAR(200) PRIMARY KEY,
  "content" BYTEA NOT NULL,
  "content_type" VARCHAR(100) NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
