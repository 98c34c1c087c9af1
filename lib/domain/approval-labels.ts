/** Display helpers of the admin's approval screens: status labels, success toasts, availability periods, safe links. */
import type { DuplicateOf } from "@/lib/domain/admin-approvals";
import { formatLocalDate, formatViennaDateTime } from "@/lib/time/vienna";

const APPROVAL_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "Wartend",
  approved: "Genehmigt",
  rejected: "Abgelehnt",
};

/** German label of an approval status (spec: authenticated-side §2); an unknown value is shown as it is. */
export function approvalStatusLabel(status: string): string {
  return APPROVAL_STATUS_LABELS[status] ?? status;
}

/** Approved is "Genehmigt", failed "Fehlgeschlagen", every other status "Ausstehend". */
export function offerStatusLabel(status: string): "Genehmigt" | "Fehlgeschlagen" | "Ausstehend" {
  if (status === "approved") return "Genehmigt";
  if (status === "failed") return "Fehlgeschlagen";
  return "Ausstehend";
}

export interface ToastText {
  title: string;
  description?: string;
}

export function registrationDecisionToast(status: "approved" | "rejected"): ToastText {
  return status === "approved"
    ? {
        title: "Firmenanmeldung freigegeben",
        description: "Die Firma erhält einen Link zum Festlegen ihres Passworts per E-Mail.",
      }
    : { title: "Firmenanmeldung abgelehnt" };
}

export function onboardingDecisionToast(status: "approved" | "rejected"): ToastText {
  return status === "approved"
    ? { title: "Partner genehmigt", description: "Der Partner erhält seine Zugangsdaten per E-Mail." }
    : { title: "Partner abgelehnt" };
}

/** Toast of an advertising request status change; back to pending has no spec text. */
export function advertisingStatusToast(status: "pending" | "approved" | "rejected"): ToastText {
  if (status === "approved") return { title: "Werbeanfrage genehmigt" };
  if (status === "rejected") return { title: "Werbeanfrage abgelehnt" };
  return { title: "Werbeanfrage zurückgesetzt", description: "Die Werbeanfrage ist wieder wartend." };
}

export interface AvailabilityPeriodText {
  range: string;
  incentive?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The stored `availability` (list or JSON string) as "dd.MM.yyyy – dd.MM.yyyy" rows; non-objects skipped. Never
 * throws.
 */
export function availabilityPeriods(value: unknown): AvailabilityPeriodText[] {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((period) => {
    const start = typeof period.startDate === "string" ? period.startDate : null;
    const end = typeof period.endDate === "string" ? period.endDate : null;
    const incentive =
      typeof period.incentive === "string" && period.incentive.trim() ? period.incentive.trim() : undefined;
    return { range: `${formatLocalDate(start)} – ${formatLocalDate(end)}`, ...(incentive ? { incentive } : {}) };
  });
}

/**
 * A link from user input that may be rendered as `<a href>`: an absolute http(s) URL, else null. A missing
 * scheme is read as https ("we.tl/abc"), as the onboarding form stores links.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".")) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** "Bereits Partner", or "Bereits angemeldet am dd.MM.yyyy (#12)" pointing at the first application. */
export function duplicateHint(duplicate: DuplicateOf): string {
  if (duplicate.kind === "partner") return "Bereits Partner";
  const what = duplicate.kind === "registration" ? "angemeldet" : "im Partner-Onboarding";
  return `Bereits ${what} am ${formatLocalDate(duplicate.createdAt)} (#${duplicate.id})`;
}

export function decidedByText(email: string | null | undefined, processedAt: string | null | undefined): string {
  const when = processedAt ? ` am ${formatViennaDateTime(processedAt)}` : "";
  return email ? `Entschieden von ${email}${when}` : `Entschieden${when}`;
}
