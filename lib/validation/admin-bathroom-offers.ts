/** Inputs of the admin's AI-offer actions. */
import { rejectionReasonSchema } from "./admin-approvals";
import * as z from "./zod";

/** Body of POST /api/admin/bathroom-offers/{id}/reject: the reason, stored in the audit row only. */
export const rejectOfferSchema = z.object({ reason: rejectionReasonSchema });
