/**
 * Body of POST /api/offers/{uniqueLinkId}/select (public-side.md §3 "Tier selection"; issue 12 §5):
 * the chosen tier plus, when the page was opened from the customer's e-mail, the link's secret `key`
 * (43 base64url characters; checked against the stored hash by lib/data/bathroom-offers.ts).
 */
import { tierSelectionSchema } from "./bathroom-offer";
import * as z from "./zod";

export const offerSelectionSchema = tierSelectionSchema.extend({
  key: z.string().max(100, "Ungültiger Schlüssel.").optional(),
});

export type OfferSelectionBody = z.infer<typeof offerSelectionSchema>;
