/**
 * Shapes of the company dashboard's data as GET /api/company/profile and GET /api/company/leads
 * answer them (authenticated-side.md §3 "projects", "companies", "Other shapes"; §7), and the pure
 * rules of a lead's lifecycle on the company's side (issue 15 §1/§2: contact within 24 hours, the
 * won job's value and completion month, the history labels). Shared by the data layer, the route
 * handlers and the browser; no I/O.
 */
import { formatCents } from "./format";
import { viennaToday } from "./advertising";

/** GET /api/company/profile → `{ company: CompanyProfile }`. */
export interface CompanyProfile {
  id: number;
  name: string;
  city: string;
  services: string[];
  verified: boolean;
  /** Contact data the company edits itself (PATCH /api/company/profile, issue 13 §3); null when unset. */
  contactPhone: string | null;
  contactEmail: string | null;
  /** Contact address as customers and the matching read it (free text). */
  contactInfo: string | null;
  zipCode: string | null;
  /** Street and number of the company's address (invoice recipient, § 11 UStG; issue 15 §3); null when unset. */
  street: string | null;
  /** UID number ("ATU12345678"); null when the company has none. */
  vatId: string | null;
  /** Vienna postcodes the company serves ("1010" … "1230"), sorted; empty = all of Vienna (issue 15 §5). */
  districts: string[];
}

/**
 * One lead of GET /api/company/leads → `{ projects: CompanyLead[] }`: the project's fields, with
 * `status` being the status of the calling company's own assignment (not `projects.status`).
 */
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
  /** Question id → answer; usually an object, older rows may hold a JSON string. */
  quizAnswers: unknown;
  /** This company's status of the lead: Offen, Gewonnen or Verloren. */
  status: string;
  aiOfferLinkId: string | null;
  /** ISO timestamp (JSON) of the project's creation. */
  createdAt: string;
  /** ISO timestamp (JSON) of this company's assignment (drives the "Neu" mark, issue 13 §7). */
  assignedAt: string;
  /** ISO time the customer first opened the "Mein Projekt" link (issue 14 §2 "E-Mail bestätigt"); null/absent: not confirmed. */
  emailConfirmedAt?: string | null;
  /** ISO time the customer withdrew the request (issue 14 §3 "Anfrage zurückziehen"); null/absent: not withdrawn. */
  consentWithdrawnAt?: string | null;
  /**
   * ISO time the customer's data were erased (issue 14 §3 "Meine Daten löschen"); null/absent: not
   * erased. An erased lead's `name` is LEAD_ERASED_LABEL and its `email` and `phone` are empty.
   */
  erasedAt?: string | null;
  /** ISO time the company first marked the lead contacted (or set Gewonnen/Verloren; issue 15 §1); null: not yet. */
  contactedAt?: string | null;
  /** Gross order value of a won job in euro cents incl. 20 % VAT (issue 15 §2); null unless Gewonnen. */
  wonValueCents?: number | null;
  /** Expected completion month of a won job, "YYYY-MM"; null unless Gewonnen. */
  expectedCompletion?: string | null;
  /** ISO time the company marked the won job done ("Auftrag abgeschlossen"); null: not yet. */
  jobDoneAt?: string | null;
  /** How many companies (this one included) the lead was assigned to (issue 17 §4 "1 von 4 Firmen"); absent: unknown. */
  assignmentCount?: number;
}

/** Shown instead of the customer's name (and contact data) of a lead the customer erased (issue 14 §3). */
export const LEAD_ERASED_LABEL = "vom Kunden gelöscht";
/** Shown on a lead the customer withdrew (issue 14 §3; the companies' e-mail says the dashboard marks it so). */
export const LEAD_WITHDRAWN_LABEL = "vom Kunden zurückgezogen";
/** The badge of a lead whose customer opened the "Mein Projekt" link (issue 14 §2). */
export const EMAIL_CONFIRMED_LABEL = "E-Mail bestätigt";

/**
 * What the customer did with a lead, as the company sees it: "erased" (data deleted; wins over a
 * withdrawal), "withdrawn" (request withdrawn, contact data kept) or null (neither).
 */
export function leadCustomerState(
  lead: Pick<CompanyLead, "erasedAt" | "consentWithdrawnAt">,
): "erased" | "withdrawn" | null {
  if (lead.erasedAt) return "erased";
  if (lead.consentWithdrawnAt) return "withdrawn";
  return null;
}

/** Counts over all of the company's leads (not only the page): the stat cards and tab counts. */
export interface CompanyLeadStats {
  total: number;
  /** Leads of grade A ("Heiß"). */
  hot: number;
  open: number;
  won: number;
  lost: number;
  /** ISO timestamp of the newest assignment, null without leads. */
  lastAssignedAt: string | null;
}

/**
 * GET /api/company/leads?page&pageSize&q&status → one page of leads (`projects`, as before), the
 * number of leads matching the search and filter (`total`), the page, the page size and `stats`.
 */
export interface CompanyLeadsPage {
  projects: CompanyLead[];
  total: number;
  page: number;
  pageSize: number;
  stats: CompanyLeadStats;
  /** How many companies a lead goes to at most (the operator's setting, at most 4); absent: unknown. */
  companiesPerLead?: number;
}

/** One of the company's own advertising requests (GET /api/company/advertising-requests). */
export interface CompanyAdvertisingRequest {
  id: number;
  category: string;
  /** Stored list of `{ startDate, endDate, incentive? }` (YYYY-MM-DD). */
  availability: unknown;
  message: string | null;
  /** pending | approved | rejected. */
  status: string;
  /** ISO timestamps. */
  createdAt: string;
  processedAt: string | null;
}

/** Hours after the assignment by which the company should have contacted the customer (issue 15 §1). */
export const CONTACT_DUE_HOURS = 24;

/** Largest order value a company can report: 10,000,000 euros, in cents. */
export const MAX_WON_VALUE_CENTS = 1_000_000_000;

/** How far ahead the expected completion month may lie (months; 3 years). */
export const MAX_COMPLETION_MONTHS_AHEAD = 36;

/** Reason for changing a won lead back: characters after trimming. */
export const STATUS_REASON_LENGTH = { min: 3, max: 1000 } as const;

/**
 * Whether the lead is waiting too long for the first contact: still "Offen", not marked contacted,
 * and assigned at least CONTACT_DUE_HOURS before `now` (issue 15 §1: the reminder and the highlight).
 */
export function isContactOverdue(
  lead: Pick<CompanyLead, "status" | "contactedAt" | "assignedAt">,
  now: Date | number,
): boolean {
  if (lead.status !== "Offen" || lead.contactedAt) return false;
  const assigned = new Date(lead.assignedAt).getTime();
  const at = typeof now === "number" ? now : now.getTime();
  return !Number.isNaN(assigned) && at - assigned >= CONTACT_DUE_HOURS * 3_600_000;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a calendar month written "YYYY-MM" (01–12). */
export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The Vienna calendar month of an instant, "YYYY-MM". */
export function viennaMonthOf(instant: Date | string): string {
  return viennaToday(typeof instant === "string" ? new Date(instant) : instant).slice(0, 7);
}

/** `month` ("YYYY-MM") plus `count` months ("2026-11" + 3 → "2027-02"). */
export function addMonths(month: string, count: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Kein Monat: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * The months a won job's expected completion may take (issue 15 §2): from the month of the
 * assignment (Vienna) to MAX_COMPLETION_MONTHS_AHEAD months after the month of `now`; both "YYYY-MM".
 */
export function completionMonthBounds(assignedAt: Date | string, now: Date): { min: string; max: string } {
  return { min: viennaMonthOf(assignedAt), max: addMonths(viennaMonthOf(now), MAX_COMPLETION_MONTHS_AHEAD) };
}

const germanMonthFormat = new Intl.DateTimeFormat("de-AT", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "November 2026"; other text as it is. */
export function formatMonth(month: string): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  return germanMonthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/**
 * The German error of an expected completion month outside `bounds`, or null when it is inside.
 * Months compare as text ("YYYY-MM").
 */
export function completionMonthError(month: string, bounds: { min: string; max: string }): string | null {
  if (!isMonth(month)) return COMPANY_LEAD_MESSAGES.monthFormat;
  if (month < bounds.min)
    return `Der Fertigstellungsmonat darf nicht vor dem Monat der Zuweisung (${formatMonth(bounds.min)}) liegen.`;
  if (month > bounds.max) return "Der Fertigstellungsmonat darf höchstens 3 Jahre in der Zukunft liegen.";
  return null;
}

/** German messages of the lead actions (shared by the dialogs and the route handlers). */
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

/** Kinds of assignment_events rows (issue 15 §2). */
export type AssignmentEventKind = "contacted" | "status" | "done" | "ended" | "reassigned";

/** One entry of a lead's history, as GET /api/company/leads/{id}/events answers it (times ISO). */
export interface AssignmentEventView {
  id: number;
  kind: AssignmentEventKind | string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  /** The order value the event names (gross cents): the new value, or the withdrawn one when a won lead was changed back. */
  wonValueCents: number | null;
  createdAt: string;
  companyId: number;
  companyName: string;
  /** Who acted: "company" (a company user), "admin", or "system"/null. */
  actorRole: string | null;
}

/**
 * The German line of one history entry: "Als kontaktiert markiert", "Status: Offen → Gewonnen
 * (Auftragswert € 12.000,00)", "Auftragswert korrigiert: € 11.000,00", "Auftrag abgeschlossen".
 */
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
 * "2 von 4 Firmen": how many companies received the lead out of the most a lead goes to (issue 17
 * §4). The larger of `limit` and `count` is the total, because an admin may have placed a lead
 * before the operator lowered the limit; without a limit "2 Firmen". Null when the count is unknown.
 */
export function companiesReceivedLabel(count: number | undefined, limit: number | undefined): string | null {
  if (count === undefined || count < 1) return null;
  if (limit === undefined || limit < 1) return count === 1 ? "1 Firma" : `${count} Firmen`;
  return `${count} von ${Math.max(count, limit)} Firmen`;
}

/**
 * How long ago a lead came in, short German form for its card (issue 17 §4): "gerade eben" under
 * a minute, "vor 5 Min.", "vor 2 Std.", "vor 1 Tag" / "vor 3 Tagen" up to 6 days, then the Vienna
 * date "05.03.2025". `now` in ms; "–" for an invalid time.
 */
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
  return viennaDateFormat.format(new Date(created));
}

const viennaDateFormat = new Intl.DateTimeFormat("de-AT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Vienna",
});

/**
 * The https://wa.me/ link of a phone number as customers enter it: digits only, an international
 * "+43…" or "0043…" kept as 43…, a national "0660…" read as Austrian (43 660…). Null when fewer than
 * 7 digits remain (no number WhatsApp could reach).
 */
export function whatsAppHref(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (!trimmed.startsWith("+")) {
    if (digits.startsWith("00")) digits = digits.slice(2);
    else if (digits.startsWith("0")) digits = `43${digits.slice(1)}`;
  }
  return digits.length >= 7 ? `https://wa.me/${digits}` : null;
}
