/** Shapes of the company dashboard's profile and leads data, and the pure rules of a lead's lifecycle. */
import { formatCents } from "./format";
import type { SiteVisitSummary } from "./site-visits";
import { formatIsoMonth, formatViennaDate, viennaMonthOf } from "@/lib/time/vienna";

export interface CompanyProfile {
  id: number;
  name: string;
  city: string;
  services: string[];
  verified: boolean;
  contactPhone: string | null;
  contactEmail: string | null;
  contactInfo: string | null;
  zipCode: string | null;
  /** Street and number of the company's address (invoice recipient, § 11 UStG); null when unset. */
  street: string | null;
  vatId: string | null;
  /** Vienna postcodes the company serves, sorted; empty = all of Vienna. */
  districts: string[];
}

/** One lead of GET /api/company/leads; `status` is this company's own assignment status. */
export interface CompanyLead {
  id: number;
  serviceType: string;
  zipCode: string;
  projectType: string | null;
  stage: string | null;
  style: string | null;
  size: string | null;
  keepInstallations: boolean | null;
  budget: string | null;
  name: string;
  email: string;
  phone: string;
  /** Question id → answer; older rows may hold a JSON string. */
  quizAnswers: unknown;
  status: string;
  aiOfferLinkId: string | null;
  createdAt: string;
  assignedAt: string;
  emailConfirmedAt?: string | null;
  consentWithdrawnAt?: string | null;
  /** Set when the customer erased their data: `name` is then LEAD_ERASED_LABEL, `email` and `phone` are empty. */
  erasedAt?: string | null;
  /**
   * When the customer released the contact data to this company; null: not yet, and `name` is then only the
   * first name, `email` and `phone` are empty (lib/domain/lead-contact.ts). Absent: released (older data).
   */
  contactReleasedAt?: string | null;
  /** First marked contacted (or set Gewonnen/Verloren); null: not yet. */
  contactedAt?: string | null;
  /** Gross order value of a won job in euro cents incl. 20 % VAT; null unless Gewonnen. */
  wonValueCents?: number | null;
  /** "YYYY-MM"; null unless Gewonnen. */
  expectedCompletion?: string | null;
  jobDoneAt?: string | null;
  /** Unread messages from the customer (the lead list adds them). */
  unreadMessages?: number;
  /** How many companies (this one included) got the lead; absent: unknown. */
  assignmentCount?: number;
  /** The company's latest site visit on the lead (the lead list adds it); null or absent: none. */
  siteVisit?: SiteVisitSummary | null;
}

export const LEAD_ERASED_LABEL = "vom Kunden gelöscht";
export const LEAD_WITHDRAWN_LABEL = "vom Kunden zurückgezogen";
export const EMAIL_CONFIRMED_LABEL = "E-Mail bestätigt";

/** What the customer did with a lead: "erased" (wins over a withdrawal), "withdrawn" or null. */
export function leadCustomerState(
  lead: Pick<CompanyLead, "erasedAt" | "consentWithdrawnAt">,
): "erased" | "withdrawn" | null {
  if (lead.erasedAt) return "erased";
  if (lead.consentWithdrawnAt) return "withdrawn";
  return null;
}

/** Counts over all of the company's leads (not only the page). */
export interface CompanyLeadStats {
  total: number;
  hot: number;
  open: number;
  won: number;
  lost: number;
  lastAssignedAt: string | null;
}

export interface CompanyLeadsPage {
  projects: CompanyLead[];
  total: number;
  page: number;
  pageSize: number;
  stats: CompanyLeadStats;
  /** The operator's companies-per-lead setting (at most 4); absent: unknown. */
  companiesPerLead?: number;
}

export interface CompanyAdvertisingRequest {
  id: number;
  category: string;
  /** Stored list of `{ startDate, endDate, incentive? }` (YYYY-MM-DD). */
  availability: unknown;
  message: string | null;
  status: string;
  createdAt: string;
  processedAt: string | null;
}

/** Hours after the assignment by which the company should have contacted the customer. */
export const CONTACT_DUE_HOURS = 24;

/** Largest order value a company can report (euro cents: 10,000,000 €). */
export const MAX_WON_VALUE_CENTS = 1_000_000_000;

export const MAX_COMPLETION_MONTHS_AHEAD = 36;

export const STATUS_REASON_LENGTH = { min: 3, max: 1000 } as const;

/**
 * Still "Offen", not marked contacted, and the contact data released (at assignment when `contactReleasedAt` is
 * absent) at least CONTACT_DUE_HOURS before `now`. A company cannot be late to call before it has the number.
 */
export function isContactOverdue(
  lead: Pick<CompanyLead, "status" | "contactedAt" | "assignedAt" | "contactReleasedAt">,
  now: Date | number,
): boolean {
  if (lead.status !== "Offen" || lead.contactedAt || lead.contactReleasedAt === null) return false;
  const assigned = new Date(lead.contactReleasedAt ?? lead.assignedAt).getTime();
  const at = typeof now === "number" ? now : now.getTime();
  return !Number.isNaN(assigned) && at - assigned >= CONTACT_DUE_HOURS * 3_600_000;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

export function addMonths(month: string, count: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Kein Monat: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Allowed completion months ("YYYY-MM"): assignment's Vienna month to MAX_COMPLETION_MONTHS_AHEAD after `now`. */
export function completionMonthBounds(assignedAt: Date | string, now: Date): { min: string; max: string } {
  return { min: viennaMonthOf(assignedAt), max: addMonths(viennaMonthOf(now), MAX_COMPLETION_MONTHS_AHEAD) };
}

/** The German error of a completion month outside `bounds`, or null when inside. */
export function completionMonthError(month: string, bounds: { min: string; max: string }): string | null {
  if (!isMonth(month)) return COMPANY_LEAD_MESSAGES.monthFormat;
  if (month < bounds.min)
    return `Der Fertigstellungsmonat darf nicht vor dem Monat der Zuweisung (${formatIsoMonth(bounds.min)}) liegen.`;
  if (month > bounds.max) return "Der Fertigstellungsmonat darf höchstens 3 Jahre in der Zukunft liegen.";
  return null;
}

export const COMPANY_LEAD_MESSAGES = {
  valueRequired: "Bitte geben Sie den Auftragswert in Euro an.",
  valueFormat: "Bitte geben Sie einen gültigen Betrag in Euro an (z. B. 12.500,00).",
  valuePositive: "Der Auftragswert muss größer als 0 € sein.",
  valueMax: "Der Auftragswert darf höchstens 10.000.000 € betragen.",
  monthRequired: "Bitte wählen Sie den voraussichtlichen Fertigstellungsmonat.",
  monthFormat: "Bitte geben Sie den Monat im Format JJJJ-MM an.",
  reasonRequired: "Bitte geben Sie einen Grund an (mindestens 3 Zeichen).",
  reasonMax: "Der Grund darf höchstens 1.000 Zeichen haben.",
  notWon: "Nur ein gewonnener Auftrag kann als abgeschlossen markiert werden.",
  notFound: "Projekt nicht gefunden",
} as const;

export type AssignmentEventKind = "contacted" | "status" | "done" | "ended" | "reassigned";

export interface AssignmentEventView {
  id: number;
  kind: AssignmentEventKind | string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  /** Gross cents: the new value, or the withdrawn one when a won lead was changed back. */
  wonValueCents: number | null;
  createdAt: string;
  companyId: number;
  companyName: string;
  actorRole: string | null;
}

/** The German line of one history entry, e.g. "Status: Offen → Gewonnen (Auftragswert € 12.000,00)". */
export function assignmentEventLabel(
  event: Pick<AssignmentEventView, "kind" | "fromStatus" | "toStatus" | "wonValueCents">,
): string {
  const value = event.wonValueCents !== null ? formatCents(event.wonValueCents) : null;
  if (event.kind === "contacted") return "Als kontaktiert markiert";
  if (event.kind === "done") return "Auftrag abgeschlossen";
  if (event.kind === "ended") return `Vom Projekt entfernt (Status war ${event.fromStatus ?? "–"})`;
  if (event.kind === "reassigned") return "Erneut zugewiesen (Status: Offen)";
  if (event.kind === "status") {
    if (event.fromStatus === "Gewonnen" && event.toStatus === "Gewonnen")
      return value ? `Auftragswert korrigiert: ${value}` : "Auftrag geändert";
    const change = `Status: ${event.fromStatus ?? "–"} → ${event.toStatus ?? "–"}`;
    if (!value) return change;
    return event.toStatus === "Gewonnen"
      ? `${change} (Auftragswert ${value})`
      : `${change} (bisheriger Auftragswert ${value})`;
  }
  return event.kind;
}

/**
 * "2 von 4 Firmen"; the larger of `limit` and `count` is the total, because an admin may have placed a
 * lead before the operator lowered the limit. Without a limit "2 Firmen"; null when the count is unknown.
 */
export function companiesReceivedLabel(count: number | undefined, limit: number | undefined): string | null {
  if (count === undefined || count < 1) return null;
  if (limit === undefined || limit < 1) return count === 1 ? "1 Firma" : `${count} Firmen`;
  return `${count} von ${Math.max(count, limit)} Firmen`;
}

/** How long ago a lead came in ("vor 5 Min.", "vor 3 Tagen", then the Vienna date); `now` in ms; "–" when invalid. */
export function leadAgeLabel(createdAt: string | Date, now: number): string {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return "–";
  const minutes = Math.floor(Math.max(0, now - created) / 60_000);
  if (minutes < 1) return "gerade eben";
  if (minutes < 60) return `vor ${minutes} Min.`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `vor ${hours} Std.`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? "vor 1 Tag" : `vor ${days} Tagen`;
  return formatViennaDate(new Date(created));
}

/** The https://wa.me/ link of a phone number (national numbers read as Austrian); null below 7 digits. */
export function whatsAppHref(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (!trimmed.startsWith("+")) {
    if (digits.startsWith("00")) digits = digits.slice(2);
    else if (digits.startsWith("0")) digits = `43${digits.slice(1)}`;
  }
  return digits.length >= 7 ? `https://wa.me/${digits}` : null;
}
