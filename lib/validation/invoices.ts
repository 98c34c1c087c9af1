/** Inputs of the invoice routes: list queries, the credit note body and the admin's edit of billing data. */
import { INVOICE_FILTERS } from "@/lib/domain/invoices";
import {
  COMPANY_PROFILE_MAX_LENGTH,
  COMPANY_PROFILE_MESSAGES,
  normalizeVatId,
  VAT_ID_PATTERN,
} from "./company-profile";
import { intParam } from "./query-params";
import * as z from "./zod";

export const INVOICES_PAGE_SIZE = 25;
export const INVOICES_MAX_PAGE_SIZE = 100;
export const CREDIT_NOTE_REASON_MAX = 500;

const page = intParam(1, 100_000, "Ungültige Seite");
const pageSize = intParam(
  INVOICES_PAGE_SIZE,
  INVOICES_MAX_PAGE_SIZE,
  `Die Seitengröße muss zwischen 1 und ${INVOICES_MAX_PAGE_SIZE} liegen`,
);

export const companyInvoicesQuerySchema = z.object({ page, pageSize });

/** `q` matches the number or the company name. */
export const adminInvoicesQuerySchema = z.object({
  page,
  pageSize,
  status: z.enum(INVOICE_FILTERS, { error: "Ungültiger Status (erlaubt: open, paid, overdue)" }).optional(),
  q: z.string().trim().max(100, "Der Suchbegriff darf höchstens 100 Zeichen lang sein").optional(),
});

/** No entry ids = every entry not yet credited. */
export const creditNoteSchema = z.object({
  reason: z
    .string({ error: "Bitte geben Sie einen Grund an" })
    .trim()
    .min(5, "Bitte geben Sie einen Grund an (mindestens 5 Zeichen)")
    .max(CREDIT_NOTE_REASON_MAX, `Der Grund darf höchstens ${CREDIT_NOTE_REASON_MAX} Zeichen lang sein`),
  entryIds: z
    .array(z.number().int().positive(), { error: "Bitte wählen Sie die Aufträge aus" })
    .max(1000, "Zu viele Aufträge")
    .optional(),
});
export type CreditNoteBody = z.output<typeof creditNoteSchema>;

/** What an invoice prints about the recipient; the UID (needed above 10,000 € gross) may be "" (cleared). */
export const companyBillingSchema = z.object({
  name: z
    .string({ error: "Firmenwortlaut muss mindestens 2 Zeichen haben" })
    .trim()
    .min(2, "Firmenwortlaut muss mindestens 2 Zeichen haben")
    .max(200, "Firmenwortlaut darf höchstens 200 Zeichen haben"),
  street: z
    .string({ error: COMPANY_PROFILE_MESSAGES.street })
    .trim()
    .min(3, COMPANY_PROFILE_MESSAGES.street)
    .max(
      COMPANY_PROFILE_MAX_LENGTH.street,
      `Straße und Hausnummer dürfen höchstens ${COMPANY_PROFILE_MAX_LENGTH.street} Zeichen haben`,
    ),
  zipCode: z
    .string({ error: COMPANY_PROFILE_MESSAGES.zipCode })
    .trim()
    .regex(/^\d{4}$/, COMPANY_PROFILE_MESSAGES.zipCode),
  city: z
    .string({ error: COMPANY_PROFILE_MESSAGES.city })
    .trim()
    .min(2, COMPANY_PROFILE_MESSAGES.city)
    .max(COMPANY_PROFILE_MAX_LENGTH.city, `Stadt darf höchstens ${COMPANY_PROFILE_MAX_LENGTH.city} Zeichen haben`),
  vatId: z
    .string({ error: COMPANY_PROFILE_MESSAGES.vatId })
    // The form sends its parsed value (no UID = null), which the route parses again.
    .nullable()
    .transform((value) => normalizeVatId(value ?? ""))
    .refine((value) => value === "" || VAT_ID_PATTERN.test(value), COMPANY_PROFILE_MESSAGES.vatId)
    .transform((value) => value || null),
});
export type CompanyBillingInput = z.input<typeof companyBillingSchema>;
export type CompanyBillingUpdate = z.output<typeof companyBillingSchema>;
