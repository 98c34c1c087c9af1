/** Register numbers as entered by companies and admins. */
import * as z from "@/lib/validation/zod";

/** A GISA number: digits only (the register's "GISA-Zahl"), 5 to 12 of them. */
export const gisaNumberSchema = z
  .string({ error: "Bitte geben Sie die GISA-Zahl an" })
  .trim()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{5,12}$/, "Die GISA-Zahl besteht aus 5 bis 12 Ziffern (siehe GISA-Auszug)"));

/** An Austrian UID "ATU12345678" (spaces allowed, stored without). */
export const vatIdSchema = z
  .string({ error: "Die UID-Nummer muss Text sein" })
  .trim()
  .transform((value) => value.replace(/\s/g, "").toUpperCase())
  .pipe(z.string().regex(/^ATU\d{8}$/, "Die UID-Nummer hat die Form ATU12345678"));

/** A Firmenbuch number "FN 123456a" (stored as "123456a"). */
export const fnNumberSchema = z
  .string({ error: "Die Firmenbuchnummer muss Text sein" })
  .trim()
  .transform((value) =>
    value
      .replace(/^FN\s*/i, "")
      .replace(/\s/g, "")
      .toLowerCase(),
  )
  .pipe(z.string().regex(/^\d{1,6}[a-z]$/, "Die Firmenbuchnummer hat die Form „FN 123456a“"));

/** Body of POST /api/admin/companies/{id}/checks: optional new numbers, then a fresh check round. */
export const companyChecksRequestSchema = z.object({
  gisaNumber: gisaNumberSchema.optional(),
  fnNumber: z.union([fnNumberSchema, z.literal("").transform(() => null)]).optional(),
});
export type CompanyChecksRequest = z.output<typeof companyChecksRequestSchema>;
