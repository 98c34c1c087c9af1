/** German texts of the site-visit screens shared by the company's planner and the project room. */
import type { SiteVisitSlotView, SiteVisitView } from "@/lib/domain/site-visits";
import { formatViennaDateTime } from "@/lib/time/vienna";

/** A duration in minutes as "30 Minuten", "1 Stunde", "1 Stunde 15 Minuten", "2 Stunden". */
export function visitDurationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? "" : hours === 1 ? "1 Stunde" : `${hours} Stunden`;
  const minuteText = rest === 0 ? "" : `${rest} Minuten`;
  return [hourText, minuteText].filter(Boolean).join(" ") || "0 Minuten";
}

/** Whose view a text is for: the company reads "Von Ihnen" for its own changes, the customer for theirs. */
export type VisitViewer = { party: "company" } | { party: "customer"; companyName: string };

const VERBS = { cancelled: "abgesagt", moved: "verschoben", others: "um andere Termine gebeten" } as const;

/**
 * The last change in one sentence, e.g. "Vom Kunden abgesagt am 12.03.2027, 09:00 Uhr: Grund" or
 * "Von Ihnen verschoben am …"; null without a change.
 */
export function visitChangeText(change: SiteVisitView["lastChange"], viewer: VisitViewer): string | null {
  if (!change) return null;
  const own = change.by === viewer.party;
  const who = own ? "Von Ihnen" : viewer.party === "company" ? "Vom Kunden" : `Von ${viewer.companyName}`;
  const at = `${formatViennaDateTime(change.at)} Uhr`;
  const reason = change.reason.trim() ? `: ${change.reason.trim()}` : "";
  if (change.kind === "others") {
    const subject = own ? "Sie haben" : viewer.party === "company" ? "Der Kunde hat" : `${viewer.companyName} hat`;
    return `${subject} am ${at} ${VERBS.others}${reason}`;
  }
  return `${who} ${VERBS[change.kind]} am ${at}${reason}`;
}

/** Slots not yet begun at `now` (ms), sorted by start. */
export function upcomingSlots(slots: readonly SiteVisitSlotView[], now: number): SiteVisitSlotView[] {
  return slots
    .filter((slot) => new Date(slot.startsAt).getTime() > now)
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
}

/** Shown under a reason textarea left empty. */
export const VISIT_REASON_REQUIRED = "Bitte geben Sie einen Grund an.";

/** The most characters of a reason or message. */
export const VISIT_REASON_MAX = 1000;
