/** Inputs of the customer's project room "Mein Projekt". */
import { parseEuroToCents } from "@/lib/domain/money";
import * as z from "./zod";

export const projectLinksRequestSchema = z.object({
  email: z
    .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein" })
    .trim()
    .min(1, "Bitte geben Sie Ihre E-Mail-Adresse ein")
    .max(255, "Die E-Mail-Adresse darf höchstens 255 Zeichen haben")
    .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein")),
});
export type ProjectLinksRequest = z.infer<typeof projectLinksRequestSchema>;

/** The one answer of every link request, whether or not projects exist (no enumeration). */
export const PROJECT_LINKS_MESSAGE =
  "Wenn wir Anfragen zu dieser E-Mail-Adresse gespeichert haben, haben wir Ihnen die Links zu „Mein Projekt“ geschickt. Bitte sehen Sie auch im Spam-Ordner nach.";

export const PROJECT_LINK_SENT_MESSAGE =
  "Wenn es diese Anfrage gibt, haben wir den Link an die dabei angegebene E-Mail-Adresse geschickt. Bitte sehen Sie auch im Spam-Ordner nach.";

/** Largest order value in euro cents (the column is a 32-bit integer). */
export const MAX_ORDER_VALUE_CENTS = 1_000_000_000;

/** A gross euro amount as typed ("12.500,50") → integer euro cents; "" or absent → null when `optional`. */
export function euroAmountField(options: { optional: boolean }) {
  return z
    .string({ error: "Bitte geben Sie den Auftragswert in Euro ein" })
    .max(30, "Bitte geben Sie den Auftragswert in Euro ein, z. B. 12.500")
    .optional()
    .transform((value, ctx): number | null => {
      const text = value?.trim() ?? "";
      if (text === "") {
        if (options.optional) return null;
        ctx.addIssue({ code: "custom", message: "Bitte geben Sie den Auftragswert in Euro ein" });
        return z.NEVER;
      }
      const cents = parseEuroToCents(text);
      if (cents === null) {
        ctx.addIssue({
          code: "custom",
          message: "Bitte geben Sie einen Betrag in Euro ein, z. B. 12.500 oder 12.500,50",
        });
        return z.NEVER;
      }
      if (cents < 100 || cents > MAX_ORDER_VALUE_CENTS) {
        ctx.addIssue({ code: "custom", message: "Der Auftragswert muss zwischen 1 € und 10.000.000 € liegen" });
        return z.NEVER;
      }
      return cents;
    });
}

/** "Wer hat den Auftrag bekommen?": a company id as text or "none", and an optional gross value in euros. */
export const hireAnswerSchema = z.object({
  hired: z
    .string({ error: "Bitte wählen Sie eine Firma oder „Keine der Firmen“" })
    .regex(/^(none|[1-9]\d{0,9})$/, "Bitte wählen Sie eine Firma oder „Keine der Firmen“"),
  value: euroAmountField({ optional: true }),
});
export type HireAnswerForm = z.input<typeof hireAnswerSchema>;
export type HireAnswerInput = z.output<typeof hireAnswerSchema>;

/** POST /api/mein-projekt/{token}/release: one company, or every active one when `companyId` is absent. */
export const contactReleaseSchema = z.object({
  companyId: z
    .number({ error: "Bitte wählen Sie eine Firma" })
    .int("Bitte wählen Sie eine Firma")
    .positive("Bitte wählen Sie eine Firma")
    .optional(),
});
