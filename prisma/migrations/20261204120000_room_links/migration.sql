-- Several "Mein Projekt" links per project (SHA-256 of the token only); each expires after 12 months
-- without use and can be revoked by the customer. The existing link of each project carries over.
CREATE TABLE "project_room_links" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    CONSTRAINT "project_room_links_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "project_room_links_token_hash_key" ON "project_room_links"("token_hash");
CREATE INDEX "project_room_links_project_id_idx" ON "project_room_links"("project_id");
ALTER TABLE "project_room_links" ADD CONSTRAINT "project_room_links_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;
INSERT INTO "project_room_links" ("project_id", "token_hash", "created_at", "last_used_at")
  SELECT "id", "access_token_hash", "created_at", "email_confirmed_at" FROM "projects" WHERE "access_token_hash" IS NOT NULL;
DROP INDEX "projects_access_token_hash_key";
ALTER TABLE "projects" DROP COLUMN "access_token_hash";
