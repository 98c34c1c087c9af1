/** A site visit as an iCalendar invitation (RFC 5545/5546, ical-generator): one UID per visit, SEQUENCE per change. */
import "server-only";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { siteConfig } from "@/lib/config";
import { visitEnd } from "@/lib/domain/site-visits";
import { defaultFromAddress, type EmailAttachment } from "@/lib/email/send-email";
import { env } from "@/lib/env";

export interface VisitInvitation {
  visitId: number;
  /** The visit's SEQUENCE after the change. */
  sequence: number;
  method: "REQUEST" | "CANCEL";
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  /** The customer's address, when the recipient may see it. */
  location: string | null;
  attendees: { name: string; email: string }[];
}

/** The stable UID of a visit's calendar event ("site-visit-12@renovio.at"). */
export function visitEventUid(visitId: number): string {
  return `site-visit-${visitId}@${new URL(env.SITE_URL).hostname}`;
}

/**
 * The invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL, STATUS:CANCELLED) as an e-mail attachment
 * "besichtigung.ics" (text/calendar; method=…). Times are written in UTC; calendars show them in local time.
 */
export function visitInvitation(input: VisitInvitation, now: Date = new Date()): EmailAttachment {
  const sender = env.EMAIL_FROM ?? defaultFromAddress();
  const calendar = ical({
    prodId: { company: siteConfig.name, product: "Besichtigung", language: "DE" },
    method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: visitEventUid(input.visitId),
    sequence: input.sequence,
    stamp: now,
    start: input.startsAt,
    end: visitEnd(input.startsAt, input.durationMinutes),
    summary: input.summary,
    description: input.description,
    location: input.location,
    status: input.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: siteConfig.name, email: /<([^>]+)>/.exec(sender)?.[1] ?? sender },
    attendees: input.attendees.map((attendee) => ({ name: attendee.name, email: attendee.email })),
  });
  return {
    filename: input.method === "CANCEL" ? "besichtigung-abgesagt.ics" : "besichtigung.ics",
    content: Buffer.from(calendar.toString(), "utf8"),
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
  };
}
