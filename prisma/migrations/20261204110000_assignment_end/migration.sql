-- Unassigning ends an assignment instead of deleting it: the row and its history stay for the customer's room and export.
ALTER TABLE "project_assignments" ADD COLUMN "ended_at" TIMESTAMPTZ(3),
ADD COLUMN "end_reason" TEXT,
ADD COLUMN "ended_by_user_id" INTEGER;
