/**
 * Display helpers of the admin's approval screens (authenticated-side.md §2 "Admin screens", §8):
 * status labels, the success toasts of a status change, advertising availability periods as
 * dd.MM.yyyy ranges, and links from user input made safe to render. Pure: no I/O, usable in client
 * components and tests.
 */
import type { DuplicateOf } from "@/lib/domain/admin-approvals";
import { formatGermanDate } from "@/lib/domain/lead-labels";

/** §2: registrations and onboarding records: pending = Wartend, approved = Genehmigt, rejected = Abgelehnt. */
const APPROVAL_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "Wartend",
  approved: "Genehmigt",
  rejected: "Abgelehnt",
};

/**
 * German label of a registration, onboarding or advertising request status (§2): Wartend,
 * Genehmigt, Abgelehnt; an unknown stored value is shown as it is.
 */
export function approvalStatusLabel(status: string): string {
  return APPROVAL_STATUS_LABELS[status] ?? status;
}

/** §2 "AI offers": approved is shown as Genehmigt, every other status as Ausstehend. */
export function offerStatusLabel(status: string): "Genehmigt" | "Fehlgeschlagen" | "Ausstehend" {
  if (status === "approved") return "Genehmigt";
  // The generation job gave up after its last retry (issue 6 "Generation"): nothing to approve.
  if (status === "failed") return "Fehlgeschlagen";
  return "Ausstehend";
}

/** Title and description of a success toast. */
export interface ToastText {
  title: string;
  description?: string;
}

/** §8 "Status successes" for a company registration decision. */
export function registrationDecisionToast(status: "approved" | "rejected"): ToastText {
  return status === "approved"
    ? {
        title: "Firmenanmeldung genehmigt",
        description: "Die Firma erhält einen Link zum Festlegen ihres Passworts per E-Mail.",
      }
    : { title: "Firmenanmeldung abgelehnt" };
}

/** §8 "Status successes" for a partner onboarding decision ('Partner genehmigt': login data by e-mail). */
export function onboardingDecisionToast(status: "approved" | "rejected"): ToastText {
  return status === "approved"
    ? { title: "Partner genehmigt", description: "Der Partner erhält seine Zugangsdaten per E-Mail." }
    : { title: "Partner abgelehnt" };
}

/** §8 "Status successes" for an advertising request (back to pending has no spec text; ours). */
export function advertisingStatusToast(status: "pending" | "approved" | "rejected"): ToastText {
  if (status === "approved") return { title: "Werbeanfrage genehmigt" };
  if (status === "rejected") return { title: "Werbeanfrage abgelehnt" };
  return { title: "Werbeanfrage zurückgesetzt", description: "Die Werbeanfrage ist wieder wartend." };
}

/** One availability period of an advertising request, formatted for the admin table. */
export interface AvailabilityPeriodText {
  /** "dd.MM.yyyy – dd.MM.yyyy" ("–" for a missing date). */
  range: string;
  /** The company's optional incentive, trimmed; undefined when empty. */
  incentive?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The stored `availability` of an advertising request (§3: JSON list of startDate, endDate,
 * optional incentive; dates YYYY-MM-DD) as display rows "dd.MM.yyyy – dd.MM.yyyy". Accepts the list
 * or a JSON string of it; entries that are not objects are skipped. Never throws.
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
    return { range: `${formatGermanDate(start)} – ${formatGermanDate(end)}`, ...(incentive ? { incentive } : {}) };
  });
}

/**
 * A link from user input that may be rendered as `<a href>`: the absolute http(s) URL, or null for
 * anything else (javascript:, data:, relative paths, garbage). A missing scheme is read as https
 * ("we.tl/abc" → "https://we.tl/abc"), as the onboarding form stores links.
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

const viennaDateTime = new Intl.DateTimeFormat("de-AT", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Vienna",
});

/** "dd.MM.yyyy, HH:mm" in Vienna time; "–" for a missing or invalid value. */
export function formatViennaDateTime(value: Date | string | null | undefined): string {
  if (!value) return "–";
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "–" : viennaDateTime.format(date);
}

/**
 * The hint beside a duplicate application (issue 13 §4): "Bereits Partner", or "Bereits angemeldet
 * am dd.MM.yyyy (#12)" / "Bereits Onboarding am dd.MM.yyyy (#12)" pointing at the first.
 */
export function duplicateHint(duplicate: DuplicateOf): string {
  if (duplicate.kind === "partner") return "Bereits Partner";
  const what = duplicate.kind === "registration" ? "angemeldet" : "im Partner-Onboarding";
  return `Bereits ${what} am ${formatGermanDate(duplicate.createdAt)} (#${duplicate.id})`;
}

/** "Entschieden von admin@… am dd.MM.yyyy, HH:mm" (issue 13 §4); without e-mail "Entschieden am …". */
export function decidedByText(email: string | null | undefined, processedAt: string | null | undefined): string {
  const when = processedAt ? ` am ${formatViennaDateTime(processedAt)}` : "";
  return email ? `Entschieden von ${email}${when}` : `Entschieden${when}`;
}
