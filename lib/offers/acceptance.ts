/**
 * The customer accepts one company's offer in the project room (a distance contract, FAGG) and may withdraw
 * within 14 days (§ 11 FAGG). Acceptance marks the assignment won and the hire answer, which creates the
 * commission entry; withdrawal undoes both.
 */
import "server-only";
import { randomUUID } from "node:crypto";

import { alertRecipients } from "@/lib/alerts/admin-alerts";
import { recordAssignmentEvent } from "@/lib/data/assignment-events";
import { recordAudit } from "@/lib/data/audit-log";
import { serviceName } from "@/lib/content/service-catalog";
import { getDb } from "@/lib/db";
import type { AcceptedOfferPdfData, OfferLineKind } from "@/lib/domain/company-offer-types";
import { closedAtAfterChange } from "@/lib/domain/project-closing";
import { syncedProjectStatus } from "@/lib/domain/project-status";
import { withdrawalLastDay, withdrawalOpen, withdrawalPeriodEnd } from "@/lib/domain/offer-withdrawal";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import {
  offerAcceptedCompanyEmail,
  offerAcceptedCustomerEmail,
  offerDeclinedEmail,
  offerWithdrawnEmail,
} from "@/lib/email/templates-offer-acceptance";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { objectStorage } from "@/lib/files/storage";
import { syncCommissionEntry } from "@/lib/invoices/ledger";
import { PROJECT_ROOM_NOT_FOUND, requireProjectId } from "@/lib/project-room/room";
import { requestReviewInvitations } from "@/lib/reviews/invitations";
import { formatIsoDay, viennaToday } from "@/lib/time/vienna";
import { renderAcceptedOfferPdf } from "./accepted-offer-pdf";
import { OFFER_COMPANY_SELECT, offerCompanyIdentity } from "./company-identity";

export const OFFER_ACCEPTANCE_ERRORS = {
  notFound: "Dieses Angebot gibt es nicht (mehr).",
  changed: "Die Firma hat das Angebot inzwischen geändert. Bitte prüfen Sie die neue Version und nehmen Sie diese an.",
  notOpen: "Dieses Angebot kann nicht mehr angenommen werden.",
  expired: "Dieses Angebot ist nicht mehr gültig. Bitten Sie die Firma um ein aktuelles Angebot.",
  alreadyAccepted: "In diesem Projekt haben Sie bereits ein Angebot angenommen.",
  notAccepted: "Dieses Angebot ist nicht (mehr) angenommen.",
  pdfMissing: "Für dieses Angebot gibt es kein PDF.",
  companyInactive:
    "Diese Firma ist derzeit nicht auf Renovio aktiv. Ihr Angebot kann daher nicht online angenommen werden.",
} as const;

export interface AcceptOfferInput {
  versionId: number;
  expressStart: boolean;
  confirmed: true;
}

export interface AcceptOfferResult {
  message: string;
  acceptanceId: number;
  /** Last day of the withdrawal period, ISO day (Vienna). */
  withdrawalLastDay: string;
}

async function loadOffer(projectId: number, offerId: number) {
  const offer = await getDb().companyOffer.findFirst({
    where: { id: offerId, assignment: { projectId, endedAt: null } },
    select: {
      id: true,
      status: true,
      assignmentId: true,
      assignment: {
        select: { companyId: true, company: { select: { ...OFFER_COMPANY_SELECT, deactivatedAt: true } } },
      },
      versions: { orderBy: { version: "desc" }, take: 1, include: { lines: { orderBy: { position: "asc" } } } },
    },
  });
  if (!offer) throw new NotFoundError(OFFER_ACCEPTANCE_ERRORS.notFound);
  return offer;
}

/**
 * Accepts the latest version of a company's offer for the room's project, in one transaction: the
 * acceptance row (with the stored PDF), offer statuses, the assignment won with the gross value, the hire
 * answer, the project status, the commission entries, an audit row and the e-mails (PDF attached).
 * @param now the time of acceptance (start of the 14-day withdrawal period)
 * @throws NotFoundError bad token, or the offer is not of an active assignment of the project
 * @throws ConflictError a newer version exists, the offer is not open or has expired, the admin deactivated the
 *   company, or the project already has an acceptance that was not withdrawn
 */
export async function acceptOffer(
  token: string,
  offerId: number,
  input: AcceptOfferInput,
  now: Date = new Date(),
): Promise<AcceptOfferResult> {
  const projectId = await requireProjectId(token);
  const offer = await loadOffer(projectId, offerId);
  const latest = offer.versions[0];
  if (!latest) throw new NotFoundError(OFFER_ACCEPTANCE_ERRORS.notFound);
  if (latest.id !== input.versionId) throw new ConflictError(OFFER_ACCEPTANCE_ERRORS.changed);
  if (offer.status !== "open") throw new ConflictError(OFFER_ACCEPTANCE_ERRORS.notOpen);
  if (offer.assignment.company.deactivatedAt) throw new ConflictError(OFFER_ACCEPTANCE_ERRORS.companyInactive);
  const validUntil = latest.validUntil.toISOString().slice(0, 10);
  if (validUntil < viennaToday(now)) throw new ConflictError(OFFER_ACCEPTANCE_ERRORS.expired);
  const project = await getDb().project.findUnique({
    where: { id: projectId },
    select: { name: true, email: true, serviceType: true },
  });
  if (!project) throw new NotFoundError(PROJECT_ROOM_NOT_FOUND);

  const company = offerCompanyIdentity(offer.assignment.company);
  const serviceLabel = serviceName(project.serviceType);
  const lastDay = withdrawalLastDay(now);
  const pdfData: AcceptedOfferPdfData = {
    company,
    customer: { name: project.name, address: null, email: project.email },
    serviceLabel,
    projectId,
    offer: {
      offerId: offer.id,
      versionId: latest.id,
      version: latest.version,
      kind: latest.kind === "pdf" ? "pdf" : "itemised",
      lines: latest.lines.map((line) => ({
        position: line.position,
        description: line.description,
        quantityMilli: line.quantityMilli,
        unit: line.unit,
        unitPriceCents: line.unitPriceCents,
        kind: line.kind as OfferLineKind,
        netCents: line.netCents,
      })),
      netCents: latest.netCents,
      vatCents: latest.vatCents,
      grossCents: latest.grossCents,
      labourNetCents: latest.labourNetCents,
      materialNetCents: latest.materialNetCents,
      validUntil,
      paymentTerms: latest.paymentTerms,
      note: latest.note,
      createdAt: latest.createdAt.toISOString(),
    },
    acceptedAt: now,
    withdrawalLastDay: lastDay,
    expressStartRequested: input.expressStart,
  };
  const pdf = await renderAcceptedOfferPdf(pdfData);
  const pdfStorageKey = `offers/accepted-${randomUUID()}.pdf`;
  await objectStorage().put(pdfStorageKey, pdf, "application/pdf");
  const gross = latest.grossCents;

  // Stored before the transaction (no I/O under the row lock); a refused acceptance deletes it again.
  let acceptanceId: number;
  try {
    acceptanceId = await acceptInTransaction(project);
  } catch (error) {
    await objectStorage()
      .delete([pdfStorageKey])
      .catch(() => undefined);
    throw error;
  }
  wakeEmailWorker();
  await requestReviewInvitations();
  return {
    message: `Angebot von ${company.name} angenommen. Sie können bis ${formatIsoDay(lastDay)} widerrufen.`,
    acceptanceId,
    withdrawalLastDay: lastDay,
  };

  function acceptInTransaction(project: { name: string; email: string; serviceType: string }): Promise<number> {
    return getDb().$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ erasedAt: Date | null; closedAt: Date | null; consent: Date | null }[]>`
      SELECT erased_at AS "erasedAt", closed_at AS "closedAt", consent_withdrawn_at AS "consent"
      FROM projects WHERE id = ${projectId} FOR UPDATE`;
      if (!locked || locked.erasedAt) throw new NotFoundError(PROJECT_ROOM_NOT_FOUND);
      const current = await tx.companyOffer.findUnique({
        where: { id: offer.id },
        select: { status: true, versions: { orderBy: { version: "desc" }, take: 1, select: { id: true } } },
      });
      if (current?.versions[0]?.id !== latest.id) throw new ConflictError(OFFER_ACCEPTANCE_ERRORS.changed);
      if (current.status !== "open") throw new ConflictError(OFFER_ACCEPTANCE_ERRORS.notOpen);
      const other = await tx.offerAcceptance.count({ where: { projectId, withdrawnAt: null } });
      if (other > 0) throw new ConflictError(OFFER_ACCEPTANCE_ERRORS.alreadyAccepted);

      const assignment = await tx.projectAssignment.findUniqueOrThrow({
        where: { id: offer.assignmentId },
        select: { id: true, status: true },
      });
      const acceptance = await tx.offerAcceptance.create({
        data: {
          offerId: offer.id,
          versionId: latest.id,
          projectId,
          companyId: offer.assignment.companyId,
          acceptedAt: now,
          withdrawalPeriodEnd: withdrawalPeriodEnd(now),
          expressStartRequested: input.expressStart,
          grossCents: gross,
          pdfStorageKey,
          previousStatus: assignment.status,
        },
        select: { id: true },
      });
      await tx.companyOffer.update({ where: { id: offer.id }, data: { status: "accepted", updatedAt: now } });
      const declined = await tx.companyOffer.findMany({
        where: { id: { not: offer.id }, status: "open", assignment: { projectId } },
        select: { id: true, assignment: { select: { companyId: true, company: { select: OFFER_COMPANY_SELECT } } } },
      });
      await tx.companyOffer.updateMany({
        where: { id: { in: declined.map((row) => row.id) } },
        data: { status: "declined", updatedAt: now },
      });
      await tx.$executeRaw`
      UPDATE project_assignments SET status = 'Gewonnen', won_value_cents = ${gross},
        contacted_at = COALESCE(contacted_at, ${now})
      WHERE id = ${assignment.id}`;
      await recordAssignmentEvent(tx, {
        assignmentId: assignment.id,
        kind: "status",
        fromStatus: assignment.status,
        toStatus: "Gewonnen",
        reason: "Angebot online angenommen",
        wonValueCents: gross,
        createdAt: now,
      });
      await syncProject(tx, projectId, locked, now, {
        hireAnswer: "company",
        hiredCompanyId: offer.assignment.companyId,
        hireValueCents: gross,
        hireAnsweredAt: now,
      });
      await recordAudit(tx, {
        actor: "customer",
        action: "offer.accept",
        entityType: "project",
        entityId: projectId,
        after: {
          offerId: offer.id,
          versionId: latest.id,
          companyId: offer.assignment.companyId,
          grossCents: gross,
          expressStartRequested: input.expressStart,
        },
      });
      const mail = {
        customerName: project.name,
        companyName: company.name,
        serviceLabel,
        version: latest.version,
        grossCents: gross,
        withdrawalLastDay: lastDay,
        expressStartRequested: input.expressStart,
      };
      const attachments = [{ filename: `angebot-${offer.id}.pdf`, content: pdf, contentType: "application/pdf" }];
      await queueEmail(
        {
          to: project.email,
          ...offerAcceptedCustomerEmail(mail),
          idempotencyKey: `offer-accepted-customer-${acceptance.id}`,
          projectId,
          attachments,
        },
        tx,
      );
      if (company.email)
        await queueEmail(
          {
            to: company.email,
            ...offerAcceptedCompanyEmail(mail),
            idempotencyKey: `offer-accepted-company-${acceptance.id}`,
            projectId,
            companyId: offer.assignment.companyId,
            attachments,
          },
          tx,
        );
      for (const row of declined) {
        const email = offerCompanyIdentity(row.assignment.company).email;
        if (!email) continue;
        await queueEmail(
          {
            to: email,
            ...offerDeclinedEmail({
              companyName: row.assignment.company.name,
              serviceLabel,
            }),
            idempotencyKey: `offer-declined-${row.id}-${acceptance.id}`,
            projectId,
            companyId: row.assignment.companyId,
          },
          tx,
        );
      }
      return acceptance.id;
    });
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["$transaction"]>[0]>[0];

/** Writes the hire answer and the synced status, then syncs every assignment's commission entry. */
async function syncProject(
  tx: Tx,
  projectId: number,
  locked: { closedAt: Date | null; consent: Date | null },
  now: Date,
  hire: {
    hireAnswer: string | null;
    hiredCompanyId: number | null;
    hireValueCents: number | null;
    hireAnsweredAt: Date | null;
  },
): Promise<{ assignmentId: number; companyId: number; sync: string }[]> {
  const assignments = await tx.projectAssignment.findMany({
    where: { projectId },
    select: { id: true, companyId: true, status: true, endedAt: true },
  });
  const statuses = assignments.filter((row) => row.endedAt === null).map((row) => row.status);
  const data: Record<string, unknown> = { ...hire };
  if (statuses.length > 0) {
    data.status = syncedProjectStatus(statuses);
    data.closedAt = closedAtAfterChange({
      assignmentStatuses: statuses,
      closedAt: locked.closedAt,
      consentWithdrawnAt: locked.consent,
      now,
    });
  }
  await tx.project.update({ where: { id: projectId }, data, select: { id: true } });
  const results = [];
  for (const row of assignments)
    results.push({ assignmentId: row.id, companyId: row.companyId, sync: await syncCommissionEntry(tx, row.id, now) });
  return results;
}

/**
 * Withdraws the customer's acceptance of an offer within the 14-day period (§ 11 FAGG): restores the
 * assignment's previous status, clears the hire answer, reopens the declined offers and removes the open
 * commission entry. An already invoiced entry is left to the admin (audit row and alert e-mail) who issues
 * the credit note.
 * @throws NotFoundError bad token or unknown offer
 * @throws ConflictError the offer is not accepted, or the period has ended (message names the last day)
 */
export async function withdrawAcceptance(
  token: string,
  offerId: number,
  input: { reason?: string },
  now: Date = new Date(),
): Promise<{ message: string }> {
  const projectId = await requireProjectId(token);
  const offer = await loadOffer(projectId, offerId);
  const project = await getDb().project.findUnique({
    where: { id: projectId },
    select: { name: true, email: true, serviceType: true },
  });
  if (!project) throw new NotFoundError(PROJECT_ROOM_NOT_FOUND);
  const reason = input.reason?.trim() || null;
  await getDb().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ erasedAt: Date | null; closedAt: Date | null; consent: Date | null }[]>`
      SELECT erased_at AS "erasedAt", closed_at AS "closedAt", consent_withdrawn_at AS "consent"
      FROM projects WHERE id = ${projectId} FOR UPDATE`;
    if (!locked || locked.erasedAt) throw new NotFoundError(PROJECT_ROOM_NOT_FOUND);
    const acceptance = await tx.offerAcceptance.findFirst({
      where: { offerId: offer.id },
      orderBy: { acceptedAt: "desc" },
    });
    if (!acceptance || acceptance.withdrawnAt) throw new ConflictError(OFFER_ACCEPTANCE_ERRORS.notAccepted);
    if (!withdrawalOpen(acceptance.acceptedAt, now))
      throw new ConflictError(
        `Die Widerrufsfrist ist am ${formatIsoDay(withdrawalLastDay(acceptance.acceptedAt))} abgelaufen.`,
      );
    await tx.offerAcceptance.update({
      where: { id: acceptance.id },
      data: { withdrawnAt: now, withdrawalReason: reason },
    });
    await tx.companyOffer.update({ where: { id: offer.id }, data: { status: "withdrawn", updatedAt: now } });
    await tx.companyOffer.updateMany({
      where: { status: "declined", assignment: { projectId } },
      data: { status: "open", updatedAt: now },
    });
    await tx.projectAssignment.update({
      where: { id: offer.assignmentId },
      data: { status: acceptance.previousStatus, wonValueCents: null },
      select: { id: true },
    });
    await recordAssignmentEvent(tx, {
      assignmentId: offer.assignmentId,
      kind: "status",
      fromStatus: "Gewonnen",
      toStatus: acceptance.previousStatus,
      reason: "Annahme des Angebots widerrufen",
      createdAt: now,
    });
    const synced = await syncProject(tx, projectId, locked, now, {
      hireAnswer: null,
      hiredCompanyId: null,
      hireValueCents: null,
      hireAnsweredAt: null,
    });
    const invoiced = synced.filter((row) => row.sync === "invoiced");
    await recordAudit(tx, {
      actor: "customer",
      action: "offer.withdraw",
      entityType: "project",
      entityId: projectId,
      after: {
        offerId: offer.id,
        versionId: acceptance.versionId,
        grossCents: acceptance.grossCents,
        reason,
        invoicedAssignments: invoiced.map((row) => row.assignmentId),
      },
    });
    const company = offerCompanyIdentity(offer.assignment.company);
    const mail = { companyName: company.name, serviceLabel: serviceName(project.serviceType), reason };
    await queueEmail(
      {
        to: project.email,
        ...offerWithdrawnEmail({ ...mail, to: "customer", name: project.name }),
        idempotencyKey: `offer-withdrawn-customer-${acceptance.id}`,
        projectId,
      },
      tx,
    );
    if (company.email)
      await queueEmail(
        {
          to: company.email,
          ...offerWithdrawnEmail({ ...mail, to: "company", name: company.name }),
          idempotencyKey: `offer-withdrawn-company-${acceptance.id}`,
          projectId,
          companyId: offer.assignment.companyId,
        },
        tx,
      );
    if (invoiced.length > 0) {
      const recipients = await alertRecipients(tx);
      if (recipients.length > 0)
        await queueEmail(
          {
            to: recipients,
            subject: `Widerruf nach Rechnung: Projekt #${projectId}`,
            text:
              `Der Kunde hat die Annahme des Angebots von ${company.name} (Projekt #${projectId}) widerrufen. ` +
              "Die Provision war bereits verrechnet. Bitte eine Gutschrift ausstellen.",
            idempotencyKey: `offer-withdrawn-invoiced-${acceptance.id}`,
          },
          tx,
        );
    }
  });
  wakeEmailWorker();
  return { message: "Ihr Widerruf ist eingegangen. Wir haben die Firma informiert." };
}

async function pdfBytes(key: string | null): Promise<Buffer> {
  const stored = key ? await objectStorage().get(key) : null;
  if (!stored) throw new NotFoundError(OFFER_ACCEPTANCE_ERRORS.pdfMissing);
  return Buffer.from(stored.bytes);
}

/**
 * The stored PDF of the newest acceptance of an offer of the room's project.
 * @throws NotFoundError bad token, unknown offer or no acceptance
 */
export async function readAcceptedOfferPdf(token: string, offerId: number): Promise<Buffer> {
  const projectId = await requireProjectId(token);
  const acceptance = await getDb().offerAcceptance.findFirst({
    where: { offerId, projectId },
    orderBy: { acceptedAt: "desc" },
    select: { pdfStorageKey: true },
  });
  return pdfBytes(acceptance?.pdfStorageKey ?? null);
}

/**
 * The stored PDF of the company's newest accepted offer for a project (the company's own only).
 * @throws NotFoundError no acceptance of this company's offer for the project
 */
export async function readAcceptedOfferPdfForCompany(companyId: number, projectId: number): Promise<Buffer> {
  const acceptance = await getDb().offerAcceptance.findFirst({
    where: { companyId, projectId },
    orderBy: { acceptedAt: "desc" },
    select: { pdfStorageKey: true },
  });
  return pdfBytes(acceptance?.pdfStorageKey ?? null);
}
