/** Display helpers of the customer's project room "Mein Projekt": the customer's wording of a status. */

const COMPANY_STATUS_LABELS: Readonly<Record<string, { label: string; tone: "open" | "won" | "lost" }>> = {
  Offen: { label: "Meldet sich bei Ihnen", tone: "open" },
  Gewonnen: { label: "Auftrag vereinbart", tone: "won" },
  Verloren: { label: "Ohne Auftrag abgeschlossen", tone: "lost" },
};

/** The customer's wording of a company's lead status; other values are shown as stored, neutral tone. */
export function companyStatusForCustomer(status: string): { label: string; tone: "open" | "won" | "lost" } {
  return COMPANY_STATUS_LABELS[status] ?? { label: status, tone: "open" };
}
