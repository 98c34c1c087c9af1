-- Messages between a customer and one assigned company, one thread per assignment. The thread's
-- state (closed, reported, e-mail throttle) lives on the assignment: there is exactly one thread each.
CREATE TABLE "messages" (
  "id" SERIAL PRIMARY KEY,
  "assignment_id" INTEGER NOT NULL REFERENCES "project_assignments"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "sender" VARCHAR(20) NOT NULL,
  "body" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "read_at" TIMESTAMPTZ(3)
);

CREATE INDEX "messages_assignment_id_created_at_idx" ON "messages"("assignment_id", "created_at");

ALTER TABLE "project_assignments"
  ADD COLUMN "thread_closed_at" TIMESTAMPTZ(3),
  ADD COLUMN "thread_closed_by" VARCHAR(20),
  ADD COLUMN "thread_reported_at" TIMESTAMPTZ(3),
  ADD COLUMN "thread_report_reason" TEXT,
  ADD COLUMN "thread_reported_by" VARCHAR(20),
  ADD COLUMN "last_message_email_at" TIMESTAMPTZ(3);
