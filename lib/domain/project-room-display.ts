/**
 * Display helpers of the customer's project room "Mein Projekt": Vienna dates and the customer's wording of a status.
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

export function formatViennaDate(value: Date | string): string {
  const date = toDate(value);
  return date ? viennaDateFormat.format(date) : "–";
}

export function formatViennaMonth(value: Date | string): string {
  const date = toDate(value);
  return date ? viennaMonthFormat.format(date) : "–";
}

const COMPANY_STATUS_LABELS: Readonly<Record<string, { label: string; tone: "open" | "won" | "lost" }>> = {
  Offen: { label: "Meldet sich bei Ihnen", tone: "open" },
  Gewonnen: { label: "Auftrag vereinbart", tone: "won" },
  Verloren: { label: "Ohne Auftrag abgeschlossen", tone: "lost" },
};

/** The customer's wording of a company's lead status; other values are shown as stored, neutral tone. */
export function companyStatusForCustomer(status: string): { label: string; tone: "open" | "won" | "lost" } {
  return COMPANY_STATUS_LABELS[status] ?? { label: status, tone: "open" };
}
