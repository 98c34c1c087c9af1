/**
 * Body of PATCH /api/projects/{id}/status: the company's new status of one of its leads.
 * Source: authenticated-side.md §4 ("Lead (project) status": Offen, Gewonnen, Verloren) and §7.
 */
import { PROJECT_STATUSES } from "@/lib/domain/project-status";
import { z } from "./zod";

export const leadStatusSchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: "Ungültiger Status (erlaubt: Offen, Gewonnen, Verloren)" }),
});

export type LeadStatusInput = z.infer<typeof leadStatusSchema>;
