/** The insurance confirmation upload form and the admin's decision. */
import { isIsoDay } from "@/lib/domain/advertising";
import * as z from "@/lib/validation/zod";

/** Multipart fields of an upload: the file and what the confirmation says (sum in whole euros). */
export const insuranceUploadSchema = z.object({
  file: z.instanceof(File, { error: "Bitte wählen Sie die Versicherungsbestätigung aus" }),
  insurer: z
    .string({ error: "Bitte geben Sie den Versicherer an" })
    .trim()
    .min(2, "Bitte geben Sie den Versicherer an")
    .max(200, "Höchstens 200 Zeichen"),
  sumInsuredEuros: z
    .string({ error: "Bitte geben Sie die Versicherungssumme an" })
    .transform((value) => value.replace(/[\s.€]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}$/, "Bitte geben Sie die Versicherungssumme in ganzen Euro an")
        .transform(Number)
        .pipe(z.number().min(1, "Bitte geben Sie die Versicherungssumme an")),
    ),
  validUntil: z
    .string({ error: "Bitte geben Sie an, bis wann die Versicherung gilt" })
    .trim()
    .refine(isIsoDay, "Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)"),
});

/** Body of POST /api/admin/insurance/{id}/decision. */
export const insuranceDecisionSchema = z.object({
  decision: z.enum(["accepted", "rejected"], { error: "Bitte wählen Sie „annehmen“ oder „ablehnen“" }),
  note: z.string().trim().max(1000, "Höchstens 1000 Zeichen").optional(),
});
