/**
 * Inputs of the admin's AI-offer actions (issue 13 §4): POST /api/admin/bathroom-offers/{id}/reject.
 * Used by the route handler; the confirmation dialog validates with the same reason rule.
 */
import { rejectionReasonSchema } from "./admin-approvals";
import * as z from "./zod";

/**
 * Body of POST /api/admin/bathroom-offers/{id}/reject: why, with the rule of every rejection
 * (3–1000 characters, lib/validation/admin-approvals.ts), stored in the audit row only.
 */
export const rejectOfferSchema = z.object({ reason: rejectionReasonSchema });
