/**
 * Body of POST /api/offers/{uniqueLinkId}/select: the chosen tier plus, when opened from the customer's
 * e-mail, the link's secret `key` (43 base64url characters, checked against a stored hash).
 */
import { tierSelectionSchema } from "./bathroom-offer";
import * as z from "./zod";

export const offerSelectionSchema = tierSelectionSchema.extend({
  key: z.string().max(100, "Ungültiger Schlüssel.").optional(),
});
