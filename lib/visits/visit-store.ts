/** Site visits in the database: locking a visit with its project and company, reading views, queuing the e-mails. */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import { getDb } from "@/lib/db";
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import {
  formatVisitTime,
  visitLocation,
  type SiteVisitChangeKind,
  type SiteVisitParty,
  type SiteVisitStatus,
  type SiteVisitView,
} from "@/lib/domain/site-visits";
import { queueEmail } from "@/lib/email/outbox";
import type { EmailContent } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { projectRoomUrl } from "@/lib/project-room/access-token";
import { createRoomLink } from "@/lib/project-room/room-links";
import { visitInvitation } from "./calendar";

export const VISIT_ERRORS = {
  notFound: "Diesen Besichtigungstermin gibt es nicht (mehr).",
  noOpenVisit: "Es gibt keinen offenen Besichtigungstermin.",
  notBookable: "Diese Termine können nicht mehr gebucht werden. Bitte laden Sie die Seite neu.",
  slotPast: "Dieser Termin hat bereits begonnen. Bitte wählen Sie einen anderen oder bitten Sie um neue Termine.",
  slotGone: "Diesen Termin gibt es nicht mehr. Bitte laden Sie die Seite neu.",
  moveReason: "Bitte geben Sie einen Grund für die Verschiebung an.",
  notChangeable: "Dieser Termin kann nicht mehr geändert werden.",
} as const;

/** The locked assignment with what the e-mails and the invitation need. */
export interface VisitContext {
  assignmentId: number;
  projectId: number;
  companyId: number;
  companyName: string;
  companyEmail: string | null;
  customerName: string;
  customerEmail: string;
  serviceType: string;
  zipCode: string;
  contactReleasedAt: Date | null;
}

/** A visit row as read for update. */
export interface VisitRow {
  id: number;
  assignmentId: number;
  status: SiteVisitStatus;
  startsAt: Date | null;
  durationMinutes: number | null;
  /** Street, number and door given at the latest booking. */
  address: string | null;
  sequence: number;
  proposedAt: Date;
  bookedAt: Date | null;
  lastChangeBy: string | null;
  lastChangeKind: string | null;
  lastChangeReason: string | null;
  lastChangeAt: Date | null;
  slots: { id: number; startsAt: Date; durationMinutes: number }[];
}

const CONTEXT_COLUMNS = Prisma.raw(`
  pa.id AS "assignmentId", p.id AS "projectId", c.id AS "companyId", c.name AS "companyName",
  coalesce(nullif(btrim(c.contact_email), ''), u.email) AS "companyEmail",
  p.name AS "customerName", p.email AS "customerEmail",
  p.service_type AS "serviceType", p.zip_code AS "zipCode", pa.contact_released_at AS "contactReleasedAt"`);

/**
 * Locks the project, then company `companyId`'s active assignment on it (the order every assignment change uses).
 * @throws NotFoundError not the company's lead, ended, or the project erased or withdrawn
 */
export async function lockForCompany(
  tx: Prisma.TransactionClient,
  companyId: number,
  projectId: number,
): Promise<VisitContext> {
  const rows = await tx.$queryRaw<VisitContext[]>`
    SELECT ${CONTEXT_COLUMNS}
    FROM projects p
    JOIN project_assignments pa ON pa.project_id = p.id AND pa.company_id = ${companyId} AND pa.ended_at IS NULL
    JOIN companies c ON c.id = pa.company_id
    LEFT JOIN users u ON u.id = c.user_id AND u.disabled_at IS NULL
    WHERE p.id = ${projectId} AND p.erased_at IS NULL AND p.consent_withdrawn_at IS NULL
    FOR UPDATE OF p, pa`;
  if (!rows[0]) throw new NotFoundError(COMPANY_LEAD_MESSAGES.notFound);
  return rows[0];
}

/** The context of assignment `assignmentId` without locking (jobs that only send e-mails). */
export async function readContext(tx: Prisma.TransactionClient, assignmentId: number): Promise<VisitContext | null> {
  const rows = await tx.$queryRaw<VisitContext[]>`
    SELECT ${CONTEXT_COLUMNS}
    FROM project_assignments pa
    JOIN projects p ON p.id = pa.project_id
    JOIN companies c ON c.id = pa.company_id
    LEFT JOIN users u ON u.id = c.user_id AND u.disabled_at IS NULL
    WHERE pa.id = ${assignmentId}`;
  return rows[0] ?? null;
}

/**
 * Locks the project, the assignment of visit `visitId` (which must belong to `projectId` and be active) and the visit.
 * @throws NotFoundError VISIT_ERRORS.notFound otherwise
 */
export async function lockForCustomer(
  tx: Prisma.TransactionClient,
  projectId: number,
  visitId: number,
): Promise<{ context: VisitContext; visit: VisitRow }> {
  const rows = await tx.$queryRaw<VisitContext[]>`
    SELECT ${CONTEXT_COLUMNS}
    FROM projects p
    JOIN project_assignments pa ON pa.project_id = p.id AND pa.ended_at IS NULL
    JOIN site_visits v ON v.assignment_id = pa.id AND v.id = ${visitId}
    JOIN companies c ON c.id = pa.company_id
    LEFT JOIN users u ON u.id = c.user_id AND u.disabled_at IS NULL
    WHERE p.id = ${projectId} AND p.erased_at IS NULL AND p.consent_withdrawn_at IS NULL
    FOR UPDATE OF p, pa`;
  const context = rows[0];
  const visit = context ? await lockVisit(tx, { id: visitId }) : null;
  if (!context || !visit) throw new NotFoundError(VISIT_ERRORS.notFound);
  return { context, visit };
}

/** Locks and reads a visit by id, or the assignment's visit that is not cancelled; null when there is none. */
export async function lockVisit(
  tx: Prisma.TransactionClient,
  where: { id: number } | { assignmentId: number },
): Promise<VisitRow | null> {
  const [locked] =
    "id" in where
      ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM site_visits WHERE id = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM site_visits WHERE assignment_id = ${where.assignmentId} AND status <> 'cancelled'
          FOR UPDATE`;
  if (!locked) return null;
  return (await readVisit(tx, locked.id))!;
}

/** The Prisma `select` of a visit with its slots (also the customer's data export). */
export const VISIT_SELECT = {
  id: true,
  assignmentId: true,
  status: true,
  startsAt: true,
  durationMinutes: true,
  address: true,
  sequence: true,
  proposedAt: true,
  bookedAt: true,
  lastChangeBy: true,
  lastChangeKind: true,
  lastChangeReason: true,
  lastChangeAt: true,
  slots: { orderBy: { startsAt: "asc" }, select: { id: true, startsAt: true, durationMinutes: true } },
} as const;

/** One visit with its slots. */
export async function readVisit(db: Prisma.TransactionClient, visitId: number): Promise<VisitRow | null> {
  const row = await db.siteVisit.findUnique({ where: { id: visitId }, select: VISIT_SELECT });
  return row as VisitRow | null;
}

/** The latest visit of each listed assignment (the one not cancelled, else the newest cancelled). */
export async function latestVisits(assignmentIds: readonly number[]): Promise<Map<number, VisitRow>> {
  const rows = (await getDb().siteVisit.findMany({
    where: { assignmentId: { in: [...assignmentIds] } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: VISIT_SELECT,
  })) as VisitRow[];
  const latest = new Map<number, VisitRow>();
  for (const row of rows) {
    const kept = latest.get(row.assignmentId);
    if (!kept || kept.status === "cancelled") latest.set(row.assignmentId, row);
  }
  return latest;
}

/** The API's view of a visit row (ISO times). */
export function visitView(row: VisitRow): SiteVisitView {
  return {
    id: row.id,
    status: row.status,
    slots: row.slots.map((slot) => ({
      id: slot.id,
      startsAt: slot.startsAt.toISOString(),
      durationMinutes: slot.durationMinutes,
    })),
    startsAt: row.startsAt?.toISOString() ?? null,
    durationMinutes: row.durationMinutes,
    address: row.address,
    proposedAt: row.proposedAt.toISOString(),
    bookedAt: row.bookedAt?.toISOString() ?? null,
    lastChange:
      row.lastChangeBy && row.lastChangeKind && row.lastChangeAt
        ? {
            by: row.lastChangeBy as SiteVisitParty,
            kind: row.lastChangeKind as SiteVisitChangeKind,
            reason: row.lastChangeReason ?? "",
            at: row.lastChangeAt.toISOString(),
          }
        : null,
  };
}

/** The booked time of a row, formatted in Vienna time; null when none is booked. */
export function bookedTime(row: Pick<VisitRow, "startsAt" | "durationMinutes">): string | null {
  return row.startsAt && row.durationMinutes ? formatVisitTime(row.startsAt, row.durationMinutes) : null;
}

/** Queues visit e-mails within one change; the room link is created once, on first need. */
export class VisitMailer {
  private roomUrl: string | null = null;

  constructor(
    private readonly tx: Prisma.TransactionClient,
    private readonly context: VisitContext,
    private readonly now: Date,
  ) {}

  /** The common template fields for `recipient`, with its link. */
  async base(recipient: SiteVisitParty) {
    const { context } = this;
    return {
      recipient,
      customerName: context.customerName,
      companyName: context.companyName,
      serviceLabel: serviceName(context.serviceType),
      zipCode: context.zipCode,
      url: recipient === "customer" ? await this.room() : this.leadUrl(),
    };
  }

  /**
   * Queues `content` to `recipient` once per `key`; with `invitation`, the visit's .ics for that recipient.
   * A company without an address gets nothing (it sees the change in its dashboard).
   */
  async send(
    recipient: SiteVisitParty,
    content: EmailContent,
    key: string,
    invitation?: { visit: VisitRow; method: "REQUEST" | "CANCEL"; startsAt: Date; durationMinutes: number },
  ): Promise<void> {
    const { context } = this;
    const to = recipient === "customer" ? context.customerEmail : context.companyEmail;
    if (!to) return;
    const attachments = invitation ? [this.invitation(recipient, invitation)] : undefined;
    await queueEmail(
      {
        ...content,
        to,
        idempotencyKey: `${key}-${recipient}`,
        projectId: context.projectId,
        ...(recipient === "company" ? { companyId: context.companyId } : {}),
        ...(attachments ? { attachments } : {}),
      },
      this.tx,
    );
  }

  private invitation(
    recipient: SiteVisitParty,
    input: { visit: VisitRow; method: "REQUEST" | "CANCEL"; startsAt: Date; durationMinutes: number },
  ) {
    const { context } = this;
    const service = serviceName(context.serviceType);
    return visitInvitation(
      {
        visitId: input.visit.id,
        sequence: input.visit.sequence,
        method: input.method,
        startsAt: input.startsAt,
        durationMinutes: input.durationMinutes,
        summary:
          recipient === "customer"
            ? `Besichtigung mit ${context.companyName} (${service})`
            : `Besichtigung: ${service} in ${context.zipCode} (${context.customerName})`,
        description:
          recipient === "customer"
            ? `Besichtigung für Ihre Anfrage „${service}“. Mein Projekt: ${this.roomUrl ?? env.SITE_URL}`
            : `Besichtigung beim Kunden ${context.customerName}. Anfrage: ${this.leadUrl()}`,
        location: visitLocation(context.zipCode, input.visit.address),
        attendees: [
          { name: context.customerName, email: context.customerEmail },
          ...(context.companyEmail ? [{ name: context.companyName, email: context.companyEmail }] : []),
        ],
      },
      this.now,
    );
  }

  private leadUrl(): string {
    const url = new URL("/company-dashboard", env.SITE_URL);
    url.searchParams.set("lead", String(this.context.projectId));
    return url.toString();
  }

  private async room(): Promise<string> {
    // Stored tokens are hashes, so an e-mail can only carry a fresh link.
    this.roomUrl ??= `${projectRoomUrl(await createRoomLink(this.tx, this.context.projectId, this.now))}#besichtigung`;
    return this.roomUrl;
  }
}
