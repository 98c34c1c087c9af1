-- When the customer let this company see name, phone, e-mail and address; null = not yet.
ALTER TABLE "project_assignments" ADD COLUMN "contact_released_at" TIMESTAMPTZ(3);

-- Existing assignments were made when companies saw the contact data at once: keep that.
UPDATE "project_assignments" SET "contact_released_at" = "assigned_at";
