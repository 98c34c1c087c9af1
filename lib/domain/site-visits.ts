/**
 * Site visits, pure and client-safe: the slot rules, their validation from Vienna wall time to UTC, and the
 * shapes the company dashboard and the project room read.
 */
import { addDays, formatViennaDateTime, viennaToday, viennaWallTimeToUtc } from "@/lib/time/vienna";

/** Slot rules: 1–3 slots of 30–120 minutes in 15-minute steps, at least 2 hours and at most 90 days ahead. */
export const VISIT_SLOT_RULES = {
  maxSlots: 3,
  minMinutes: 30,
  maxMinutes: 120,
  stepMinutes: 15,
  minHoursAhead: 2,
  maxDaysAhead: 90,
} as const;

/** The durations a company may choose, in minutes (30, 45, … 120). */
export const VISIT_DURATIONS: readonly number[] = Array.from(
  { length: (VISIT_SLOT_RULES.maxMinutes - VISIT_SLOT_RULES.minMinutes) / VISIT_SLOT_RULES.stepMinutes + 1 },
  (_, index) => VISIT_SLOT_RULES.minMinutes + index * VISIT_SLOT_RULES.stepMinutes,
);

/** "proposed": slots wait for the customer; "others_requested": the customer asked for other times. */
export type SiteVisitStatus = "proposed" | "others_requested" | "booked" | "cancelled";
export type SiteVisitParty = "customer" | "company";
/** "moved": a booked time given up for new slots; "others": other times asked for; "cancelled". */
export type SiteVisitChangeKind = "moved" | "others" | "cancelled";

/** One slot as the company enters it: Vienna day "YYYY-MM-DD", time "HH:mm", length in minutes. */
export interface VisitSlotInput {
  date: string;
  time: string;
  durationMinutes: number;
}

/** A validated slot: start instant (UTC) and length in minutes. */
export interface VisitSlot {
  startsAt: Date;
  durationMinutes: number;
}

export type VisitSlotValidation =
  { ok: true; slots: VisitSlot[] } | { ok: false; errors: Record<string, string>; message: string };

export const VISIT_MESSAGES = {
  slotCount: `Bitte schlagen Sie einen bis ${VISIT_SLOT_RULES.maxSlots} Termine vor.`,
  date: "Bitte wählen Sie ein Datum.",
  time: "Bitte geben Sie eine Uhrzeit an (HH:MM).",
  quarter: "Bitte wählen Sie eine Uhrzeit im Viertelstundentakt (z. B. 09:00, 09:15).",
  duration: `Die Dauer muss zwischen ${VISIT_SLOT_RULES.minMinutes} und ${VISIT_SLOT_RULES.maxMinutes} Minuten liegen (in 15-Minuten-Schritten).`,
  gap: "Diese Uhrzeit gibt es wegen der Zeitumstellung nicht. Bitte wählen Sie eine andere.",
  tooSoon: `Der Termin muss mindestens ${VISIT_SLOT_RULES.minHoursAhead} Stunden in der Zukunft liegen.`,
  tooFar: `Der Termin darf höchstens ${VISIT_SLOT_RULES.maxDaysAhead} Tage in der Zukunft liegen.`,
  duplicate: "Diese Zeit haben Sie bereits vorgeschlagen.",
  invalid: "Bitte prüfen Sie die vorgeschlagenen Termine.",
} as const;

const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Validates proposed slots against VISIT_SLOT_RULES as of `now`, converting Vienna wall time to UTC across the
 * daylight-saving changes (the spring gap is refused; the repeated autumn hour means its first occurrence).
 * @returns the slots sorted by start, or German errors keyed "slots" / "slots.N.date|time|durationMinutes"
 */
export function validateVisitSlots(input: readonly VisitSlotInput[], now: Date = new Date()): VisitSlotValidation {
  const errors: Record<string, string> = {};
  if (input.length < 1 || input.length > VISIT_SLOT_RULES.maxSlots) errors.slots = VISIT_MESSAGES.slotCount;
  const slots: VisitSlot[] = [];
  const lastDay = addDays(viennaToday(now), VISIT_SLOT_RULES.maxDaysAhead);
  input.slice(0, VISIT_SLOT_RULES.maxSlots).forEach((slot, index) => {
    const key = `slots.${index}`;
    const duration = slot.durationMinutes;
    if (
      !Number.isInteger(duration) ||
      duration < VISIT_SLOT_RULES.minMinutes ||
      duration > VISIT_SLOT_RULES.maxMinutes ||
      duration % VISIT_SLOT_RULES.stepMinutes !== 0
    )
      errors[`${key}.durationMinutes`] = VISIT_MESSAGES.duration;
    if (!DAY_PATTERN.test(slot.date)) return void (errors[`${key}.date`] = VISIT_MESSAGES.date);
    const time = TIME_PATTERN.exec(slot.time);
    if (!time) return void (errors[`${key}.time`] = VISIT_MESSAGES.time);
    if (Number(time[2]) % VISIT_SLOT_RULES.stepMinutes !== 0)
      return void (errors[`${key}.time`] = VISIT_MESSAGES.quarter);
    const startsAt = viennaWallTimeToUtc(slot.date, slot.time);
    if (!startsAt) return void (errors[`${key}.time`] = VISIT_MESSAGES.gap);
    if (startsAt.getTime() < now.getTime() + VISIT_SLOT_RULES.minHoursAhead * 3_600_000)
      return void (errors[`${key}.time`] = VISIT_MESSAGES.tooSoon);
    if (slot.date > lastDay) return void (errors[`${key}.date`] = VISIT_MESSAGES.tooFar);
    if (slots.some((other) => other.startsAt.getTime() === startsAt.getTime()))
      return void (errors[`${key}.time`] = VISIT_MESSAGES.duplicate);
    slots.push({ startsAt, durationMinutes: duration });
  });
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0] ?? VISIT_MESSAGES.invalid;
    return { ok: false, errors, message: errors.slots ?? first };
  }
  return { ok: true, slots: slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()) };
}

/** A slot's end instant. */
export function visitEnd(startsAt: Date | string, durationMinutes: number): Date {
  return new Date(new Date(startsAt).getTime() + durationMinutes * 60_000);
}

/** "12.03.2027, 09:00–10:30 Uhr" in Vienna time. */
export function formatVisitTime(startsAt: Date | string, durationMinutes: number): string {
  const start = formatViennaDateTime(startsAt);
  const end = formatViennaDateTime(visitEnd(startsAt, durationMinutes)).split(", ")[1] ?? "";
  return `${start}–${end} Uhr`;
}

export interface SiteVisitSlotView {
  id: number;
  /** ISO instant (UTC). */
  startsAt: string;
  durationMinutes: number;
}

/** A site visit as both parties read it (times ISO UTC; shown in Vienna time). */
export interface SiteVisitView {
  id: number;
  status: SiteVisitStatus;
  /** The proposed slots (still shown after booking; none after a request for other times). */
  slots: SiteVisitSlotView[];
  /** The booked time; null unless booked. */
  startsAt: string | null;
  durationMinutes: number | null;
  /** Street, number and door the customer gave at the latest booking; null before the first booking. */
  address: string | null;
  proposedAt: string;
  bookedAt: string | null;
  lastChange: { by: SiteVisitParty; kind: SiteVisitChangeKind; reason: string; at: string } | null;
}

/** The room's view: the visit with the company it is with. */
export interface RoomSiteVisit extends SiteVisitView {
  companyId: number;
  companyName: string;
  /** False until the customer released the contact data to this company (booking releases it). */
  contactReleased: boolean;
}

/** A lead list's short form: what the lead card shows. */
export interface SiteVisitSummary {
  status: SiteVisitStatus;
  startsAt: string | null;
  durationMinutes: number | null;
}

/** German one-liner of a visit's state for lead cards and the admin ("Besichtigung: 12.03.2027, 09:00–10:00 Uhr"). */
export function siteVisitLabel(visit: SiteVisitSummary): string {
  switch (visit.status) {
    case "booked":
      return `Besichtigung: ${formatVisitTime(visit.startsAt!, visit.durationMinutes!)}`;
    case "proposed":
      return "Besichtigung: wartet auf die Auswahl des Kunden";
    case "others_requested":
      return "Besichtigung: Kunde bittet um andere Termine";
    case "cancelled":
      return "Besichtigung abgesagt";
  }
}

/** Where the visit takes place: the booked street address with the project's postcode, else just "1070 Wien". */
export function visitLocation(zipCode: string, address: string | null): string {
  return address ? `${address}, ${zipCode} Wien` : `${zipCode} Wien`;
}
