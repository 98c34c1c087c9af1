/**
 * Display helpers of the customer's project room "Mein Projekt" (issue 14 §3): dates in Vienna time
 * and the customer's wording of a company's lead status. Pure and client-safe (no I/O).
 */

const viennaDateFormat = new Intl.DateTimeFormat("de-AT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Vienna",
});
const viennaMonthFormat = new Intl.DateTimeFormat("de-AT", {
  month: "long",
  year: "numeric",
  timeZone: "Europe/Vienna",
});

function toDate(value: Date | string): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Vienna calendar day of an instant (Date or ISO string), e.g. "25.11.2026"; "–" when invalid. */
export function formatViennaDate(value: Date | string): string {
  const date = toDate(value);
  return date ? viennaDateFormat.format(date) : "–";
}

/** Month and year in Vienna of an instant, e.g. "November 2024" ("Verifiziert seit …"); "–" when invalid. */
export function formatViennaMonth(value: Date | string): string {
  const date = toDate(value);
  return date ? viennaMonthFormat.format(date) : "–";
}

/** How the customer reads a company's own status of the lead (project_assignments.status). */
const COMPANY_STATUS_LABELS: Readonly<Record<string, { label: string; tone: "open" | "won" | "lost" }>> = {
  Offen: { label: "Meldet sich bei Ihnen", tone: "open" },
  Gewonnen: { label: "Auftrag vereinbart", tone: "won" },
  Verloren: { label: "Ohne Auftrag abgeschlossen", tone: "lost" },
};

/**
 * The customer's wording of a company's lead status: "Offen" → "Meldet sich bei Ihnen", "Gewonnen"
 * → "Auftrag vereinbart", "Verloren" → "Ohne Auftrag abgeschlossen"; any other value is shown as
 * stored with the neutral tone.
 */
export function companyStatusForCustomer(status: string): { label: string; tone: "open" | "won" | "lost" } {
  return COMPANY_STATUS_LABELS[status] ?? { label: status, tone: "open" };
}
