/**
 * Pure rules of the commission invoices (issue 15 §3): the invoiced month in Vienna time, due date
 * and payment status, what § 11 UStG 1994 needs printed about issuer and recipient, the bank
 * details' IBAN check, and the shapes the invoice APIs answer with. No I/O; usable in the browser.
 */
import { MARKETPLACE_TIME_ZONE, viennaToday } from "./advertising";
import { addDays, startOfDayInTimeZone } from "./analytics";
import { formatCents } from "./format";
import type { InvoiceKind } from "./invoice-numbers";

/** Payment term printed on every invoice and used for "überfällig" (issue 15 §3). */
export const PAYMENT_TERM_DAYS = 14;

/**
 * Above this gross amount the recipient's UID must be printed (§ 11 Abs. 1 Z 2 UStG 1994:
 * invoices whose total exceeds 10,000 euros), in euro cents.
 */
export const RECIPIENT_VAT_ID_THRESHOLD_CENTS = 1_000_000;

/** The invoiced month: Vienna calendar month, as dates and as the instants that bound it. */
export interface InvoicePeriod {
  /** First day, YYYY-MM-DD (invoices.period_start). */
  startDay: string;
  /** Last day, YYYY-MM-DD (invoices.period_end). */
  endDay: string;
  /** 00:00 Vienna time of the first day. */
  startsAt: Date;
  /** 00:00 Vienna time of the day after the last day (exclusive bound of confirmed_at). */
  endsBefore: Date;
}

/** The Vienna calendar month that contains `day` (YYYY-MM-DD). */
function monthOfDay(day: string): InvoicePeriod {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const startDay = `${year}-${String(month).padStart(2, "0")}-01`;
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return {
    startDay,
    endDay: addDays(next, -1),
    startsAt: startOfDayInTimeZone(startDay, MARKETPLACE_TIME_ZONE),
    endsBefore: startOfDayInTimeZone(next, MARKETPLACE_TIME_ZONE),
  };
}

/**
 * The month the run at `now` invoices: the Vienna calendar month before the one `now` falls in
 * (the job runs on the 1st, 00:05 Vienna time, issue 15 §3).
 *
 * @example previousMonthPeriod(new Date("2026-02-01T00:30:00+01:00")) → January 2026
 */
export function previousMonthPeriod(now: Date): InvoicePeriod {
  const current = monthOfDay(viennaToday(now));
  return monthOfDay(addDays(current.startDay, -1));
}

/** The Vienna calendar month of an instant. */
export function periodOfInstant(instant: Date): InvoicePeriod {
  return monthOfDay(viennaToday(instant));
}

/** Due date of an invoice issued at `issuedAt`: PAYMENT_TERM_DAYS later. */
export function dueDateOf(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PAYMENT_TERM_DAYS * 24 * 60 * 60 * 1000);
}

/** Payment status of an invoice as the lists show it; credit notes are "credit". */
export const INVOICE_STATUSES = ["open", "paid", "overdue", "credit"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** German labels of the statuses. */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  open: "offen",
  paid: "bezahlt",
  overdue: "überfällig",
  credit: "Gutschrift",
};

/** The statuses the admin filters by. */
export const INVOICE_FILTERS = ["open", "paid", "overdue"] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/**
 * Status of an invoice at `now`: paid once paidAt is set, overdue after the due date, else open.
 * Credit notes have no payment status.
 */
export function invoiceStatus(
  invoice: { kind: string; paidAt: Date | string | null; dueAt: Date | string },
  now: Date,
): InvoiceStatus {
  if (invoice.kind === "credit_note") return "credit";
  if (invoice.paidAt) return "paid";
  return new Date(invoice.dueAt).getTime() < now.getTime() ? "overdue" : "open";
}

/** The issuer as printed on an invoice (stored in invoices.issuer). */
export interface InvoiceIssuer {
  name: string;
  street: string;
  zipCity: string;
  vatId: string;
  email: string;
  bank: { accountHolder: string; iban: string; bic: string; bankName: string };
}

/** The recipient as printed on an invoice (stored in invoices.recipient). */
export interface InvoiceRecipient {
  companyId: number;
  name: string;
  street: string;
  zipCity: string;
  /** Printed only when the gross amount exceeds RECIPIENT_VAT_ID_THRESHOLD_CENTS; else null. */
  vatId: string | null;
}

/** What an invoice needs from Einstellungen; the German labels of what is still empty. */
export function missingIssuerFields(issuer: InvoiceIssuer): string[] {
  const missing: string[] = [];
  if (!issuer.name.trim()) missing.push("Firmenwortlaut (Impressum)");
  if (!issuer.street.trim() || !issuer.zipCity.trim()) missing.push("Anschrift (Kontakt: Straße, PLZ und Ort)");
  if (!issuer.vatId.trim()) missing.push("UID-Nummer (Impressum)");
  if (!issuer.bank.accountHolder.trim()) missing.push("Kontoinhaber (Rechnungen)");
  if (!issuer.bank.iban.trim()) missing.push("IBAN (Rechnungen)");
  return missing;
}

/** A company's billing data as stored (companies.street, zip_code, city, vat_id). */
export interface RecipientBillingData {
  street: string | null;
  zipCode: string | null;
  city: string | null;
  vatId: string | null;
}

/**
 * German labels of what a company's billing data lacks for an invoice of `grossCents` (empty: it
 * may be issued). § 11 Abs. 1 Z 2 UStG 1994: the recipient's address, and its UID above 10,000 €.
 */
export function missingRecipientFields(billing: RecipientBillingData, grossCents: number): string[] {
  const missing: string[] = [];
  if (!billing.street?.trim()) missing.push("Straße");
  if (!billing.zipCode?.trim()) missing.push("PLZ");
  if (!billing.city?.trim()) missing.push("Ort");
  if (recipientVatIdRequired(grossCents) && !billing.vatId?.trim())
    missing.push("UID-Nummer (Rechnung über 10.000 € brutto)");
  return missing;
}

/** A company whose invoice the monthly run holds back until its billing data is complete. */
export interface InvoiceHold {
  companyId: number;
  companyName: string;
  /** German labels of the missing fields. */
  missing: string[];
  /** Open commission entries the invoice would bill. */
  entries: number;
  /** Gross amount the invoice would have (cents). */
  grossCents: number;
}

/** A company's billing data as the admin edits it, with what the next invoice would still lack. */
export interface CompanyBilling {
  companyId: number;
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  vatId: string | null;
  /** The company's hold, when its open entries are held back now (null: nothing held). */
  hold: InvoiceHold | null;
}

/** The warning admin and company read while an invoice is held ("Die Rechnung über … wird zurückgehalten, …"). */
export function holdText(hold: InvoiceHold): string {
  const jobs = `${hold.entries} ${hold.entries === 1 ? "Auftrag" : "Aufträge"}`;
  return `Die Rechnung über ${formatCents(hold.grossCents)} (${jobs}) wird zurückgehalten, bis diese Rechnungsdaten vorliegen: ${hold.missing.join(", ")}.`;
}

/** Whether the recipient's UID must be printed on an invoice with this gross amount. */
export function recipientVatIdRequired(grossCents: number): boolean {
  return Math.abs(grossCents) > RECIPIENT_VAT_ID_THRESHOLD_CENTS;
}

/** An IBAN without spaces, upper case. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase();
}

/**
 * Whether `iban` is a syntactically valid IBAN with a correct check number (ISO 13616, mod 97 = 1).
 * Spaces are ignored; "AT61 1904 3002 3457 3201" is valid.
 */
export function isValidIban(iban: string): boolean {
  const compact = normalizeIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN in groups of four ("AT61 1904 3002 3457 3201"). */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

/** Dates as printed on invoices, Vienna time ("01.02.2026"). */
const viennaDate = new Intl.DateTimeFormat("de-AT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** "01.02.2026" for an instant (Vienna time). */
export function formatInvoiceDate(instant: Date | string): string {
  return viennaDate.format(new Date(instant));
}

/** "01.02.2026" for a calendar day (YYYY-MM-DD, no time zone involved). */
export function formatInvoiceDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split("-");
  return `${date}.${month}.${year}`;
}

/** "01.01.2026 – 31.01.2026" for a period of calendar days. */
export function formatPeriod(startDay: string, endDay: string): string {
  return `${formatInvoiceDay(startDay)} – ${formatInvoiceDay(endDay)}`;
}

/** Description of one invoice line: the service and the project ("Badsanierung, Projekt #42"). */
export function invoiceLineDescription(serviceLabel: string, projectId: number | null): string {
  return projectId === null ? serviceLabel : `${serviceLabel}, Projekt #${projectId}`;
}

/** File name of an invoice PDF ("Rechnung-RE-2026-00001.pdf", "Gutschrift-GS-2026-00001.pdf"). */
export function invoiceFileName(kind: InvoiceKind | string, number: string): string {
  return `${kind === "credit_note" ? "Gutschrift" : "Rechnung"}-${number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

/** One invoice or credit note in a list (company and admin; amounts in cents, dates ISO). */
export interface InvoiceListItem {
  id: number;
  number: string;
  kind: InvoiceKind;
  companyId: number;
  companyName: string;
  /** The invoice a credit note corrects (its number). */
  correctsNumber: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  issuedAt: string;
  dueAt: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  paidAt: string | null;
  status: InvoiceStatus;
  reason: string | null;
}

/** A page of invoices. */
export interface InvoicesPage {
  invoices: InvoiceListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** One month of revenue: net commission invoiced minus credited (cents). */
export interface RevenueMonth {
  /** YYYY-MM (Vienna month of the issue date). */
  month: string;
  invoicedNetCents: number;
  creditedNetCents: number;
  netCents: number;
  invoices: number;
}

/** The lines of an invoice the admin may credit. */
export interface InvoiceLineItem {
  id: number;
  position: number;
  commissionEntryId: number | null;
  description: string;
  orderValueCents: number;
  rateBps: number;
  netCents: number;
  /** Already reversed by a credit note. */
  credited: boolean;
}

/** "Januar 2026" for a YYYY-MM month. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("de-AT", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, monthNumber - 1, 15)),
  );
}
