/**
 * Invoice numbers: one gapless series per calendar year and kind (§ 11 Abs. 1 Z 5 UStG 1994),
 * "RE-2026-00001" for invoices, "GS-2026-00001" for credit notes.
 */

export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_NUMBER_PREFIX: Readonly<Record<InvoiceKind, string>> = { invoice: "RE", credit_note: "GS" };

/** Digits of the running number (more are used beyond 99,999). */
export const INVOICE_NUMBER_DIGITS = 5;

/** The counter key of a series, e.g. "RE-2026" (Vienna year). @throws RangeError for a year outside 2000–9999 */
export function invoiceSeries(kind: InvoiceKind, year: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Ungültiges Rechnungsjahr: ${year}`);
  return `${INVOICE_NUMBER_PREFIX[kind]}-${year}`;
}

/** The printed number, e.g. "RE-2026-00001". @throws RangeError for a sequence below 1 or not an integer */
export function formatInvoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Ungültige laufende Nummer: ${sequence}`);
  return `${invoiceSeries(kind, year)}-${String(sequence).padStart(INVOICE_NUMBER_DIGITS, "0")}`;
}

export function parseInvoiceNumber(number: string): { kind: InvoiceKind; year: number; sequence: number } | null {
  const match = /^(RE|GS)-(\d{4})-(\d{5,})$/.exec(number.trim());
  if (!match) return null;
  const kind: InvoiceKind = match[1] === "RE" ? "invoice" : "credit_note";
  const sequence = Number(match[3]);
  if (sequence < 1) return null;
  return { kind, year: Number(match[2]), sequence };
}
