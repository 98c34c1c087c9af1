/**
 * Pure rules of the commission invoices: the invoiced Vienna month, due date and payment status, what
 * § 11 UStG 1994 needs printed about issuer and recipient, the IBAN check, and the invoice API shapes.
 */
import { addDays, formatIsoDay, startOfViennaDay, viennaToday } from "@/lib/time/vienna";
import { formatCents } from "./format";
import type { InvoiceKind } from "./invoice-numbers";

export const PAYMENT_TERM_DAYS = 14;

/** Gross amount (euro cents) above which the recipient's UID must be printed (§ 11 Abs. 1 Z 2 UStG 1994). */
export const RECIPIENT_VAT_ID_THRESHOLD_CENTS = 1_000_000;

export interface InvoicePeriod {
  startDay: string;
  endDay: string;
  startsAt: Date;
  /** Exclusive bound of confirmed_at: 00:00 Vienna of the day after the last day. */
  endsBefore: Date;
}

function monthOfDay(day: string): InvoicePeriod {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const startDay = `${year}-${String(month).padStart(2, "0")}-01`;
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return {
    startDay,
    endDay: addDays(next, -1),
    startsAt: startOfViennaDay(startDay),
    endsBefore: startOfViennaDay(next),
  };
}

/** The Vienna calendar month before the one `now` falls in (the job runs on the 1st, 00:05 Vienna time). */
export function previousMonthPeriod(now: Date): InvoicePeriod {
  const current = monthOfDay(viennaToday(now));
  return monthOfDay(addDays(current.startDay, -1));
}

export function periodOfInstant(instant: Date): InvoicePeriod {
  return monthOfDay(viennaToday(instant));
}

export function dueDateOf(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PAYMENT_TERM_DAYS * 24 * 60 * 60 * 1000);
}

/** Payment status as the lists show it; credit notes are "credit". */
export const INVOICE_STATUSES = ["open", "paid", "overdue", "credit"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  open: "offen",
  paid: "bezahlt",
  overdue: "überfällig",
  credit: "Gutschrift",
};

export const INVOICE_FILTERS = ["open", "paid", "overdue"] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** Paid once paidAt is set, overdue after the due date, else open; credit notes have no payment status. */
export function invoiceStatus(
  invoice: { kind: string; paidAt: Date | string | null; dueAt: Date | string },
  now: Date,
): InvoiceStatus {
  if (invoice.kind === "credit_note") return "credit";
  if (invoice.paidAt) return "paid";
  return new Date(invoice.dueAt).getTime() < now.getTime() ? "overdue" : "open";
}

export interface InvoiceIssuer {
  name: string;
  street: string;
  zipCity: string;
  vatId: string;
  email: string;
  bank: { accountHolder: string; iban: string; bic: string; bankName: string };
}

export interface InvoiceRecipient {
  companyId: number;
  name: string;
  street: string;
  zipCity: string;
  vatId: string | null;
}

/** German labels of what an invoice still needs from Einstellungen. */
export function missingIssuerFields(issuer: InvoiceIssuer): string[] {
  const missing: string[] = [];
  if (!issuer.name.trim()) missing.push("Firmenwortlaut (Impressum)");
  if (!issuer.street.trim() || !issuer.zipCity.trim()) missing.push("Anschrift (Kontakt: Straße, PLZ und Ort)");
  if (!issuer.vatId.trim()) missing.push("UID-Nummer (Impressum)");
  if (!issuer.bank.accountHolder.trim()) missing.push("Kontoinhaber (Rechnungen)");
  if (!issuer.bank.iban.trim()) missing.push("IBAN (Rechnungen)");
  return missing;
}

export interface RecipientBillingData {
  street: string | null;
  zipCode: string | null;
  city: string | null;
  vatId: string | null;
}

/** German labels of what a company's billing data lacks for an invoice of `grossCents` (§ 11 Abs. 1 Z 2 UStG 1994). */
export function missingRecipientFields(billing: RecipientBillingData, grossCents: number): string[] {
  const missing: string[] = [];
  if (!billing.street?.trim()) missing.push("Straße");
  if (!billing.zipCode?.trim()) missing.push("PLZ");
  if (!billing.city?.trim()) missing.push("Ort");
  if (recipientVatIdRequired(grossCents) && !billing.vatId?.trim())
    missing.push("UID-Nummer (Rechnung über 10.000 € brutto)");
  return missing;
}

export interface InvoiceHold {
  companyId: number;
  companyName: string;
  missing: string[];
  entries: number;
  /** Gross euro cents. */
  grossCents: number;
}

export interface CompanyBilling {
  companyId: number;
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  vatId: string | null;
  hold: InvoiceHold | null;
}

export function holdText(hold: InvoiceHold): string {
  const jobs = `${hold.entries} ${hold.entries === 1 ? "Auftrag" : "Aufträge"}`;
  return `Die Rechnung über ${formatCents(hold.grossCents)} (${jobs}) wird zurückgehalten, bis diese Rechnungsdaten vorliegen: ${hold.missing.join(", ")}.`;
}

export function recipientVatIdRequired(grossCents: number): boolean {
  return Math.abs(grossCents) > RECIPIENT_VAT_ID_THRESHOLD_CENTS;
}

export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase();
}

/** Whether `iban` is a valid IBAN with a correct check number (ISO 13616, mod 97 = 1); spaces are ignored. */
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

export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

export function formatPeriod(startDay: string, endDay: string): string {
  return `${formatIsoDay(startDay)} – ${formatIsoDay(endDay)}`;
}

export function invoiceLineDescription(serviceLabel: string, projectId: number | null): string {
  return projectId === null ? serviceLabel : `${serviceLabel}, Projekt #${projectId}`;
}

/** "Rechnung-RE-2026-00001.pdf", "Gutschrift-GS-2026-00001.pdf". */
export function invoiceFileName(kind: InvoiceKind | string, number: string): string {
  return `${kind === "credit_note" ? "Gutschrift" : "Rechnung"}-${number.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

/** One invoice or credit note in a list (amounts in euro cents, dates ISO). */
export interface InvoiceListItem {
  id: number;
  number: string;
  kind: InvoiceKind;
  companyId: number;
  companyName: string;
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

export interface InvoicesPage {
  invoices: InvoiceListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** One month of revenue: net commission invoiced minus credited (euro cents). */
/** A confirmed commission entry not yet invoiced (admin's "Offene Provisionen"). Money in euro cents. */
export interface OpenCommissionEntry {
  id: number;
  companyId: number;
  companyName: string;
  projectId: number | null;
  serviceLabel: string;
  orderValueCents: number;
  commissionCents: number;
  rateBps: number;
  /** ISO (UTC): when both sides had confirmed the job. */
  confirmedAt: string;
  /** "offer": the customer accepted the company's offer online; "confirmed": both sides confirmed it. */
  source: "offer" | "confirmed";
}

export interface RevenueMonth {
  month: string;
  invoicedNetCents: number;
  creditedNetCents: number;
  netCents: number;
  invoices: number;
}

export interface InvoiceLineItem {
  id: number;
  position: number;
  commissionEntryId: number | null;
  description: string;
  orderValueCents: number;
  rateBps: number;
  netCents: number;
  credited: boolean;
}
