/**
 * Inputs of the invoice routes (issue 15 §3): the list queries of GET /api/company/invoices and
 * GET /api/admin/invoices, and the credit note body of POST /api/admin/invoices/{id}/credit-notes
 * (shared with the admin's credit note form).
 */
import { INVOICE_FILTERS } from "@/lib/domain/invoices";
import { intParam } from "./query-params";
import * as z from "./zod";

/** Invoices per page by default and at most. */
export const INVOICES_PAGE_SIZE = 25;
export const INVOICES_MAX_PAGE_SIZE = 100;
/** Longest credit note reason (characters). */
export const CREDIT_NOTE_REASON_MAX = 500;

const page = intParam(1, 100_000, "Ungültige Seite");
const pageSize = intParam(INVOICES_PAGE_SIZE, INVOICES_MAX_PAGE_SIZE, `Die Seitengröße muss zwischen 1 und ${INVOICES_MAX_PAGE_SIZE} liegen`);

/** GET /api/company/invoices?page&pageSize. */
export const companyInvoicesQuerySchema = z.object({ page, pageSize });

/** GET /api/admin/invoices?page&pageSize&status=open|paid|overdue&q (number or company name). */
export const adminInvoicesQuerySchema = z.object({
  page,
  pageSize,
  status: z.enum(INVOICE_FILTERS, { error: "Ungültiger Status (erlaubt: open, paid, overdue)" }).optional(),
  q: z.string().trim().max(100, "Der Suchbegriff darf höchstens 100 Zeichen lang sein").optional(),
});

/** POST /api/admin/invoices/{id}/credit-notes: reason required; no entry ids = every entry not yet credited. */
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
