-- Site visits: a company proposes up to three slots, the customer books one; moves and cancellations keep the row.
CREATE TABLE "site_visits" (
    "id" SERIAL NOT NULL,
    "assignment_id" INTEGER NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'proposed',
    "starts_at" TIMESTAMPTZ(3),
    "duration_minutes" INTEGER,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "proposed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "booked_at" TIMESTAMPTZ(3),
    "reminder_sent_at" TIMESTAMPTZ(3),
    "last_change_by" VARCHAR(20),
    "last_change_kind" VARCHAR(20),
    "last_change_reason" TEXT,
    "last_change_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "site_visits_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "site_visits_status_check" CHECK ("status" IN ('proposed', 'others_requested', 'booked', 'cancelled')),
    CONSTRAINT "site_visits_booked_check" CHECK ("status" <> 'booked' OR ("starts_at" IS NOT NULL AND "duration_minutes" IS NOT NULL))
);
CREATE INDEX "site_visits_assignment_id_idx" ON "site_visits"("assignment_id");
CREATE INDEX "site_visits_starts_at_idx" ON "site_visits"("starts_at");
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_assignment_id_fkey" FOREIGN KEY ("assignment_id")
    REFERENCES "project_assignments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "site_visit_slots" (
    "id" SERIAL NOT NULL,
    "visit_id" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    CONSTRAINT "site_visit_slots_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "site_visit_slots_visit_id_idx" ON "site_visit_slots"("visit_id");
ALTER TABLE "site_visit_slots" ADD CONSTRAINT "site_visit_slots_visit_id_fkey" FOREIGN KEY ("visit_id")
    REFERENCES "site_visits"("id") ON DELETE CASCADE ON UPDATE CASCADE;
