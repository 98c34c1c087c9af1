/** Payloads of the customer's offer calls (spec: public-side §3): express interest and tier selection. */
import { OFFER_TIERS } from "@/lib/domain/bathroom-offer-types";
import { MAX_DB_ID } from "@/lib/domain/ids";
import * as z from "./zod";

const selectedTier = z.enum(OFFER_TIERS, { error: "Bitte wählen Sie Budget, Standard oder Premium." });

export const tierSelectionSchema = z.object({ selectedTier });

export const expressInterestSchema = z.object({
  projectId: z
    .number({ error: "Projekt-ID fehlt." })
    .int("Ungültige Projekt-ID.")
    .min(1, "Ungültige Projekt-ID.")
    .max(MAX_DB_ID, "Ungültige Projekt-ID."),
  selectedTier,
});
