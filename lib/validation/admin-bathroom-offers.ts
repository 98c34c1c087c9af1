/**
 * Inputs of the admin's AI-offer actions (issue 13 §4): POST /api/admin/bathroom-offers/{id}/reject.
 * Shared by the route handler and the reject dialog.
 */
import { z } from "./zod";

/** Body of POST /api/admin/bathroom-offers/{id}/reject: why (3–500 characters, stored in the audit row only). */
export const rejectOfferSchema = z.object({
  reason: z
    .string({ error: "Bitte geben Sie einen Grund ein" })
    .trim()
    .min(3, "Bitte geben Sie einen Grund ein (mindestens 3 Zeichen)")
    .max(500, "Der Grund darf höchstens 500 Zeichen haben"),
});
export type RejectOfferInput = z.infer<typeof rejectOfferSchema>;
