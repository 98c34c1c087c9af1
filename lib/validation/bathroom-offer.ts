/**
 * Payloads of the customer's offer calls (public-side.md §3 "Express interest", "Tier selection";
 * §7): POST /api/bathroom-offers/express-interest and POST /api/offers/{uniqueLinkId}/select.
 * selectedTier is one of budget, standard, premium (column length 20, authenticated-side.md §9).
 */
import { OFFER_TIERS } from "@/lib/domain/bathroom-offer-types";
import { MAX_DB_ID } from "@/lib/domain/ids";
import * as z from "./zod";

const selectedTier = z.enum(OFFER_TIERS, { error: "Bitte wählen Sie Budget, Standard oder Premium." });

/** Body of POST /api/offers/{uniqueLinkId}/select. */
export const tierSelectionSchema = z.object({ selectedTier });

/** Body of POST /api/bathroom-offers/express-interest (projectId as number, §3). */
export const expressInterestSchema = z.object({
  projectId: z
    .number({ error: "Projekt-ID fehlt." })
    .int("Ungültige Projekt-ID.")
    .min(1, "Ungültige Projekt-ID.")
    .max(MAX_DB_ID, "Ungültige Projekt-ID."),
  selectedTier,
});
