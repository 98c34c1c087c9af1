/** Bodies of the room's offer acceptance and withdrawal requests. */
import * as z from "@/lib/validation/zod";

export const acceptOfferSchema = z.object({
  versionId: z.number().int().positive(),
  expressStart: z.boolean(),
  confirmed: z.literal(true, { error: "Bitte bestätigen Sie, dass Sie die Informationen gelesen haben." }),
});

export const withdrawAcceptanceSchema = z.object({
  reason: z.string().trim().max(1000, "Höchstens 1000 Zeichen.").optional(),
});
