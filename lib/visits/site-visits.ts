/**
 * Site visits: the company proposes up to three slots, the customer books one in the room or asks for others;
 * either side moves or cancels with a reason. Each change is one transaction with its audit row, e-mails and,
 * for booked times, the calendar invitation or its cancellation.
 */
import "server-only";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import {
  formatVisitTime,
  validateVisitSlots,
  visitLocation,
  type RoomSiteVisit,
  type SiteVisitChangeKind,
  type SiteVisitParty,
  type SiteVisitView,
} from "@/lib/domain/site-visits";
import { wakeEmailWorker } from "@/lib/email/outbox";
import {
  visitBookedEmail,
  visitChangeConfirmationEmail,
  visitChangedEmail,
  visitProposedEmail,
} from "@/lib/email/templates-visits";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { releaseContactInTransaction } from "@/lib/project-room/contact-release";
import { requireProjectId } from "@/lib/project-room/room";
import type { ProposeVisitInput } from "./schemas";
import {
  bookedTime,
  latestVisits,
  lockForCompany,
  lockForCustomer,
  lockVisit,
  readVisit,
  VISIT_ERRORS,
  VisitMailer,
  visitView,
  type VisitContext,
  type VisitRow,
} from "./visit-store";

export { VISIT_ERRORS } from "./visit-store";

/**
 * Company `companyId`'s visit on its lead `projectId`: the one not cancelled, else the latest cancelled; null
 * when it proposed none.
 * @throws NotFoundError not the company's active lead
 */
export async function getCompanyVisit(companyId: number, projectId: number): Promise<SiteVisitView | null> {
  const assignment = await getDb().projectAssignment.findFirst({
    where: { projectId, companyId, endedAt: null, project: { erasedAt: null } },
    select: { id: true },
  });
  if (!assignment) throw new NotFoundError(VISIT_ERRORS.notFound);
  const visit = (await latestVisits([assignment.id])).get(assignment.id);
  return visit ? visitView(visit) : null;
}

/**
 * Proposes slots (Vienna wall time, VISIT_SLOT_RULES) for a visit on lead `projectId`: creates the visit, replaces
 * the slots of one waiting for the customer, or moves a booked one (then `reason` is required and both get the
 * calendar cancellation). The customer is e-mailed the slots.
 * @param userId the company user (audited)
 * @throws ValidationError German field errors "slots…" / "reason"; NotFoundError not the company's active lead
 */
export async function proposeVisit(
  companyId: number,
  userId: number,
  projectId: number,
  input: ProposeVisitInput,
  now: Date = new Date(),
): Promise<SiteVisitView> {
  const checked = validateVisitSlots(input.slots, now);
  if (!checked.ok) throw new ValidationError(checked.message, checked.errors);
  const reason = input.reason || null;
  const view = await getDb().$transaction(async (tx) => {
    const context = await lockForCompany(tx, companyId, projectId);
    const current = await lockVisit(tx, { assignmentId: context.assignmentId });
    if (current?.status === "booked" && !reason)
      throw new ValidationError(VISIT_ERRORS.moveReason, { reason: VISIT_ERRORS.moveReason });
    const moved = current?.status === "booked" ? current : null;
    const slots = checked.slots.map((slot) => ({ startsAt: slot.startsAt, durationMinutes: slot.durationMinutes }));
    const visitId = current
      ? (
          await tx.siteVisit.update({
            where: { id: current.id },
            data: {
              status: "proposed",
              startsAt: null,
              durationMinutes: null,
              bookedAt: null,
              reminderSentAt: null,
              sequence: moved ? { increment: 1 } : undefined,
              ...(moved ? changeColumns("company", "moved", reason!, now) : {}),
              slots: { deleteMany: {}, create: slots },
            },
            select: { id: true },
          })
        ).id
      : (
          await tx.siteVisit.create({
            data: { assignmentId: context.assignmentId, proposedAt: now, createdAt: now, slots: { create: slots } },
            select: { id: true },
          })
        ).id;
    const visit = (await readVisit(tx, visitId))!;
    await recordAudit(tx, {
      actor: { id: userId, role: "company" },
      action: moved ? "visit.move" : "visit.propose",
      entityType: "project",
      entityId: projectId,
      before: current
        ? { visitId, status: current.status, startsAt: current.startsAt?.toISOString() ?? null }
        : undefined,
      after: { visitId, status: "proposed", slots: slots.map((slot) => slot.startsAt.toISOString()), reason },
    });
    const mailer = new VisitMailer(tx, context, now);
    if (moved) await confirmCancellation(mailer, moved, visit, "company", "moved");
    const times = visit.slots.map((slot) => formatVisitTime(slot.startsAt, slot.durationMinutes));
    await mailer.send(
      "customer",
      visitProposedEmail({ ...(await mailer.base("customer")), times, reason: moved ? reason : null }),
      `visit-${visitId}-proposed-${visit.slots[0]!.id}`,
      moved ? cancellationOf(moved, visit) : undefined,
    );
    return visitView(visit);
  }, TX_OPTIONS);
  wakeEmailWorker();
  return view;
}

/**
 * The company cancels its visit on lead `projectId` with `reason`; a booked time is cancelled in both calendars.
 * @throws NotFoundError not the company's active lead, or VISIT_ERRORS.noOpenVisit when nothing is open
 */
export async function cancelVisitByCompany(
  companyId: number,
  userId: number,
  projectId: number,
  reason: string,
  now: Date = new Date(),
): Promise<SiteVisitView> {
  return changeVisit({ id: userId, role: "company" }, now, async (tx) => {
    const context = await lockForCompany(tx, companyId, projectId);
    const visit = await lockVisit(tx, { assignmentId: context.assignmentId });
    if (!visit) throw new NotFoundError(VISIT_ERRORS.noOpenVisit);
    return { context, visit, by: "company", kind: "cancelled", reason };
  });
}

/**
 * The customer (room token) cancels visit `visitId` with `reason`.
 * @throws NotFoundError bad token or visit; ConflictError the visit is already cancelled
 */
export async function cancelVisitByCustomer(
  token: string,
  visitId: number,
  reason: string,
  now: Date = new Date(),
): Promise<RoomVisitChange> {
  return customerChange(token, visitId, now, "cancelled", reason);
}

/**
 * The customer asks for other times: for slots still waiting that is a request, for a booked visit a move (the
 * booked time is cancelled in both calendars). The company is e-mailed to propose new slots.
 * @throws NotFoundError bad token or visit; ConflictError cancelled, or other times already asked for
 */
export async function requestOtherTimes(
  token: string,
  visitId: number,
  reason: string,
  now: Date = new Date(),
): Promise<RoomVisitChange> {
  return customerChange(token, visitId, now, "others", reason);
}

export interface RoomVisitChange {
  visit: RoomSiteVisit;
  message: string;
}

const CUSTOMER_MESSAGES: Record<SiteVisitChangeKind, (company: string) => string> = {
  moved: (company) => `Der Termin ist freigegeben. ${company} schlägt Ihnen neue Termine vor.`,
  others: (company) => `${company} wurde gebeten, neue Termine vorzuschlagen.`,
  cancelled: (company) => `Die Besichtigung ist abgesagt. ${company} wurde informiert.`,
};

async function customerChange(
  token: string,
  visitId: number,
  now: Date,
  kind: "others" | "cancelled",
  reason: string,
): Promise<RoomVisitChange> {
  const projectId = await requireProjectId(token);
  let company = "";
  let effective: SiteVisitChangeKind = kind;
  const view = await changeVisit("customer", now, async (tx) => {
    const { context, visit } = await lockForCustomer(tx, projectId, visitId);
    if (visit.status === "cancelled" || (kind === "others" && visit.status === "others_requested"))
      throw new ConflictError(VISIT_ERRORS.notChangeable);
    company = context.companyName;
    effective = kind === "others" && visit.status === "booked" ? "moved" : kind;
    return { context, visit, by: "customer", kind: effective, reason };
  });
  return { visit: await roomVisit(visitId, view), message: CUSTOMER_MESSAGES[effective](company) };
}

interface Change {
  context: VisitContext;
  visit: VisitRow;
  by: SiteVisitParty;
  kind: SiteVisitChangeKind;
  reason: string;
}

/** One move, request or cancellation: status, audit row, the other party's e-mail and a calendar cancellation. */
async function changeVisit(
  actor: AuditActor,
  now: Date,
  lock: (tx: Prisma.TransactionClient) => Promise<Change>,
): Promise<SiteVisitView> {
  const view = await getDb().$transaction(async (tx) => {
    const { context, visit, by, kind, reason } = await lock(tx);
    const booked = visit.status === "booked" ? visit : null;
    await tx.siteVisit.update({
      where: { id: visit.id },
      data: {
        status: kind === "cancelled" ? "cancelled" : "others_requested",
        startsAt: null,
        durationMinutes: null,
        bookedAt: null,
        reminderSentAt: null,
        sequence: booked ? { increment: 1 } : undefined,
        ...changeColumns(by, kind, reason, now),
        ...(kind === "cancelled" ? {} : { slots: { deleteMany: {} } }),
      },
      select: { id: true },
    });
    const after = (await readVisit(tx, visit.id))!;
    await recordAudit(tx, {
      actor,
      action: `visit.${kind === "others" ? "request-others" : kind === "moved" ? "move" : "cancel"}`,
      entityType: "project",
      entityId: context.projectId,
      before: { visitId: visit.id, status: visit.status, startsAt: visit.startsAt?.toISOString() ?? null },
      after: { visitId: visit.id, status: after.status, by, reason },
    });
    const mailer = new VisitMailer(tx, context, now);
    const other: SiteVisitParty = by === "customer" ? "company" : "customer";
    await mailer.send(
      other,
      visitChangedEmail({ ...(await mailer.base(other)), by, kind, reason, time: booked ? bookedTime(booked) : null }),
      `visit-${visit.id}-${kind}-${after.lastChangeAt!.getTime()}`,
      booked ? cancellationOf(booked, after) : undefined,
    );
    if (booked) await confirmCancellation(mailer, booked, after, by, kind);
    return visitView(after);
  }, TX_OPTIONS);
  wakeEmailWorker();
  return view;
}

/**
 * The customer books slot `booking.slotId` of visit `visitId` at `booking.address` (street, number, door; the
 * postcode is the project's): the visit becomes booked, the company gets the contact data, the booking counts as
 * first contact from the proposal's time, and both get the confirmation with the calendar invitation.
 * @throws NotFoundError bad token or visit; ConflictError not waiting for a choice, or the slot is gone or begun
 */
export async function bookVisit(
  token: string,
  visitId: number,
  booking: { slotId: number; address: string },
  now: Date = new Date(),
): Promise<RoomVisitChange> {
  const projectId = await requireProjectId(token);
  let company = "";
  let released = 0;
  const view = await getDb().$transaction(async (tx) => {
    const { context, visit } = await lockForCustomer(tx, projectId, visitId);
    if (visit.status !== "proposed") throw new ConflictError(VISIT_ERRORS.notBookable);
    const { slotId, address } = booking;
    const slot = visit.slots.find((entry) => entry.id === slotId);
    if (!slot) throw new ConflictError(VISIT_ERRORS.slotGone);
    if (slot.startsAt.getTime() <= now.getTime()) throw new ConflictError(VISIT_ERRORS.slotPast);
    company = context.companyName;
    await tx.siteVisit.update({
      where: { id: visit.id },
      data: {
        status: "booked",
        startsAt: slot.startsAt,
        durationMinutes: slot.durationMinutes,
        address,
        bookedAt: now,
        reminderSentAt: null,
        sequence: { increment: 1 },
      },
      select: { id: true },
    });
    await tx.$executeRaw`
      UPDATE project_assignments SET contacted_at = COALESCE(contacted_at, ${visit.proposedAt})
      WHERE id = ${context.assignmentId}`;
    released = (await releaseContactInTransaction(tx, projectId, context.companyId, now)).fresh;
    const booked = (await readVisit(tx, visit.id))!;
    await recordAudit(tx, {
      actor: "customer",
      action: "visit.book",
      entityType: "project",
      entityId: projectId,
      before: { visitId: visit.id, status: visit.status },
      after: { visitId: visit.id, status: "booked", startsAt: slot.startsAt.toISOString(), slotId },
    });
    const mailer = new VisitMailer(tx, context, now);
    const time = formatVisitTime(slot.startsAt, slot.durationMinutes);
    const invitation = { visit: booked, method: "REQUEST" as const, ...slot };
    for (const party of ["customer", "company"] as const) {
      await mailer.send(
        party,
        visitBookedEmail({ ...(await mailer.base(party)), time, address: visitLocation(context.zipCode, address) }),
        `visit-${visit.id}-booked-${booked.sequence}`,
        invitation,
      );
    }
    return visitView(booked);
  }, TX_OPTIONS);
  wakeEmailWorker();
  const message =
    `Gebucht: ${formatVisitTime(view.startsAt!, view.durationMinutes!)} mit ${company}. ` +
    (released > 0 ? `${company} sieht jetzt Ihre Kontaktdaten. ` : "") +
    "Die Kalendereinladung kommt per E-Mail.";
  return { visit: await roomVisit(visitId, view), message };
}

/**
 * The room's visits: the latest of each active company of project `projectId`, in assignment order.
 */
export async function listRoomVisits(projectId: number): Promise<RoomSiteVisit[]> {
  const assignments = await getDb().projectAssignment.findMany({
    where: { projectId, endedAt: null },
    orderBy: [{ assignedAt: "asc" }, { id: "asc" }],
    select: { id: true, companyId: true, contactReleasedAt: true, company: { select: { name: true } } },
  });
  const visits = await latestVisits(assignments.map((assignment) => assignment.id));
  return assignments.flatMap((assignment) => {
    const visit = visits.get(assignment.id);
    if (!visit) return [];
    return [
      {
        ...visitView(visit),
        companyId: assignment.companyId,
        companyName: assignment.company.name,
        contactReleased: assignment.contactReleasedAt !== null,
      },
    ];
  });
}

async function roomVisit(visitId: number, view: SiteVisitView): Promise<RoomSiteVisit> {
  const row = await getDb().siteVisit.findUniqueOrThrow({
    where: { id: visitId },
    select: {
      assignment: { select: { companyId: true, contactReleasedAt: true, company: { select: { name: true } } } },
    },
  });
  return {
    ...view,
    companyId: row.assignment.companyId,
    companyName: row.assignment.company.name,
    contactReleased: row.assignment.contactReleasedAt !== null,
  };
}

function changeColumns(by: SiteVisitParty, kind: SiteVisitChangeKind, reason: string, now: Date) {
  return { lastChangeBy: by, lastChangeKind: kind, lastChangeReason: reason, lastChangeAt: now };
}

/** The calendar cancellation of the booked time `booked` (METHOD:CANCEL with the raised SEQUENCE of `after`). */
function cancellationOf(booked: VisitRow, after: VisitRow) {
  return {
    visit: after,
    method: "CANCEL" as const,
    startsAt: booked.startsAt!,
    durationMinutes: booked.durationMinutes!,
  };
}

/** Confirms a move or cancellation of a booked time to the party `by` who made it, with the calendar cancellation. */
async function confirmCancellation(
  mailer: VisitMailer,
  booked: VisitRow,
  after: VisitRow,
  by: SiteVisitParty,
  kind: SiteVisitChangeKind,
): Promise<void> {
  await mailer.send(
    by,
    visitChangeConfirmationEmail({ ...(await mailer.base(by)), kind, time: bookedTime(booked)! }),
    `visit-${after.id}-confirm-${after.sequence}`,
    cancellationOf(booked, after),
  );
}
