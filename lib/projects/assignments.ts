/** Assigns companies to a project (up to 4 verified, while Offen), ends assignments, reopens. spec: public-side §9 */
import "server-only";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import { env } from "@/lib/env";
import { serviceName } from "@/lib/content/service-catalog";
import { queueEmail } from "@/lib/email/outbox";
import { leadAssignedEmail } from "@/lib/email/templates";
import { leadUnassignedEmail } from "@/lib/email/templates-projects";
import {
  projectStateAfterUnassign,
  type AssignLeadResponse,
  type ProjectOperationResponse,
} from "@/lib/domain/admin-projects";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { recordAssignmentEvent } from "@/lib/data/assignment-events";
import { assertAssignmentMayOpen, companiesPerLeadLimit } from "@/lib/data/assignment-limit";
import { getMarketplaceSettings } from "@/lib/data/settings";
import { isContactReleased } from "@/lib/domain/lead-contact";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { ASSIGN_ERRORS, COMPANY_DEACTIVATED, OPERATION_ERRORS } from "./errors";
import { actorUserId, assertPlaceable, lockProject, operationResult } from "./lock";
import type { Prisma } from "@/lib/generated/prisma/client";
import { viennaToday } from "@/lib/time/vienna";
import { leadBlockReasons } from "@/lib/verification/eligibility";
import { activeLicenceWordings, type ManualGisaDetails } from "@/lib/verification/standing";

/**
 * Assigns one company to a project in one transaction: assignment row (Offen), audit row, the
 * company's e-mail. A company removed earlier gets its ended row back. The companies-per-lead limit
 * counts open assignments only. The setting "contactRelease" decides whether the company sees the contact
 * data now ("sofort") or after the customer releases it ("kunde"; an earlier release stays, it cannot be undone).
 * @throws NotFoundError unknown project or company; ConflictError consent withdrawn, spam, erased, not Offen,
 *   limit reached, already assigned, or company deactivated, unverified, without a login, or not eligible for the
 *   service (licence, insurance, pause: lib/verification/eligibility.ts).
 */
export async function assignLead(
  projectId: number,
  companyId: number,
  actor?: AuditActor,
): Promise<AssignLeadResponse> {
  const [limit, { contactRelease }] = await Promise.all([companiesPerLeadLimit(), getMarketplaceSettings()]);
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const company = await tx.company.findUnique({
      where: { id: companyId },
      select: {
        id: true,
        name: true,
        verified: true,
        deactivatedAt: true,
        licensedServices: true,
        insuranceValidUntil: true,
        leadsPausedAt: true,
        leadsPausedReasons: true,
        user: { select: { email: true } },
      },
    });
    if (!company) throw new NotFoundError(ASSIGN_ERRORS.companyNotFound);
    assertPlaceable(project);
    if (project.status !== "Offen") throw new ConflictError(ASSIGN_ERRORS.projectNotOpen);
    if (company.deactivatedAt) throw new ConflictError(COMPANY_DEACTIVATED);
    if (!company.verified) throw new ConflictError(ASSIGN_ERRORS.notVerified);
    if (!company.user) throw new ConflictError(ASSIGN_ERRORS.noLogin);
    const standing = { ...company, hasLogin: true };
    const today = viennaToday();
    if (leadBlockReasons(standing, project.serviceType, today).length > 0) {
      const licenceWordings = await latestLicenceWordings(tx, companyId);
      const reasons = leadBlockReasons({ ...standing, licenceWordings }, project.serviceType, today);
      throw new ConflictError(ASSIGN_ERRORS.notEligible(company.name, reasons));
    }

    const earlierRow = await tx.projectAssignment.findUnique({
      where: { projectId_companyId: { projectId, companyId } },
      select: { id: true, status: true, endedAt: true, contactReleasedAt: true },
    });
    if (earlierRow && !earlierRow.endedAt) throw new ConflictError(ASSIGN_ERRORS.duplicate);
    await assertAssignmentMayOpen(tx, projectId, earlierRow?.id, limit);

    const now = new Date();
    const fresh = {
      status: "Offen",
      assignedAt: now,
      contactedAt: null,
      contactReminderSentAt: null,
      wonValueCents: null,
      expectedCompletion: null,
      contactReleasedAt: contactRelease === "sofort" ? now : (earlierRow?.contactReleasedAt ?? null),
    };
    const assignment = earlierRow
      ? await tx.projectAssignment.update({
          where: { id: earlierRow.id },
          data: { ...fresh, jobDoneAt: null, endedAt: null, endReason: null, endedByUserId: null },
          select: { id: true, assignedAt: true, contactReleasedAt: true },
        })
      : await tx.projectAssignment.create({
          data: { projectId, companyId, ...fresh },
          select: { id: true, assignedAt: true, contactReleasedAt: true },
        });
    if (earlierRow) {
      await recordAssignmentEvent(tx, {
        assignmentId: assignment.id,
        kind: "reassigned",
        fromStatus: earlierRow.status,
        toStatus: "Offen",
        actorUserId: actor ? actorUserId(actor) : null,
        createdAt: now,
      });
    }
    if (project.assignedCompanyId === null) {
      await tx.project.update({
        where: { id: projectId },
        data: { assignedCompanyId: companyId },
        select: { id: true },
      });
    }
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: "project.assign",
        entityType: "project",
        entityId: projectId,
        after: { companyId, companyName: company.name, status: "Offen", ...(earlierRow ? { reassigned: true } : {}) },
      });
    }
    const firstKey = `lead-assigned-${projectId}-${companyId}`;
    const earlier = await tx.emailOutbox.findUnique({ where: { idempotencyKey: firstKey }, select: { id: true } });
    await queueEmail(
      {
        to: company.user.email,
        ...leadAssignedEmail({
          companyName: company.name,
          serviceLabel: serviceName(project.serviceType),
          district: project.zipCode,
          dashboardUrl: new URL("/company-dashboard", env.SITE_URL).toString(),
          contactReleased: isContactReleased(assignment.contactReleasedAt),
        }),
        idempotencyKey: earlier ? `${firstKey}-${assignment.id}-${now.getTime()}` : firstKey,
        projectId,
        companyId,
      },
      tx,
    );
    return {
      message: `Das Projekt wurde ${company.name} zugewiesen und die Firma per E-Mail benachrichtigt.`,
      assignment: { projectId, companyId, status: "Offen", assignedAt: assignment.assignedAt.toISOString() },
    };
  }, TX_OPTIONS);
}

/**
 * The active licence wordings of company `companyId`'s latest definitive GISA check, for the refusal's
 * explanation; null without such a check or when an admin's override vouched for the services instead.
 */
async function latestLicenceWordings(tx: Prisma.TransactionClient, companyId: number): Promise<string[] | null> {
  const check = await tx.verificationCheck.findFirst({
    where: { companyId, source: "gisa", outcome: { in: ["valid", "invalid"] } },
    orderBy: [{ checkedAt: "desc" }, { id: "desc" }],
    select: { details: true },
  });
  const details = (check?.details ?? null) as ManualGisaDetails | null;
  if (!details || details.manualServices) return null;
  return activeLicenceWordings(details);
}

/**
 * Ends company `companyId`'s assignment to `projectId` (the customer's room and history keep it),
 * recomputes the project's status, writes the audit row and e-mails the company, in one transaction.
 * @throws NotFoundError unknown project, or the company is not assigned to it.
 */
export async function unassignCompany(
  actor: AuditActor,
  projectId: number,
  companyId: number,
  reason: string,
): Promise<ProjectOperationResponse> {
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const assignment = await tx.projectAssignment.findUnique({
      where: { projectId_companyId: { projectId, companyId } },
      select: {
        id: true,
        status: true,
        endedAt: true,
        company: { select: { name: true, user: { select: { email: true } } } },
      },
    });
    if (!assignment || assignment.endedAt) throw new NotFoundError(OPERATION_ERRORS.notAssigned);
    const now = new Date();
    // Invoiced entries stay for the credit note ("Klärung nötig").
    await tx.commissionEntry.deleteMany({ where: { assignmentId: assignment.id, invoiceId: null } });
    // Ended, not deleted: the customer's room and export keep listing who received the data.
    await tx.projectAssignment.update({
      where: { id: assignment.id },
      data: { endedAt: now, endReason: reason, endedByUserId: actorUserId(actor) },
      select: { id: true },
    });
    await recordAssignmentEvent(tx, {
      assignmentId: assignment.id,
      kind: "ended",
      fromStatus: assignment.status,
      reason,
      actorUserId: actorUserId(actor),
      createdAt: now,
    });
    const remaining = await tx.projectAssignment.findMany({
      where: { projectId, endedAt: null },
      orderBy: [{ assignedAt: "asc" }, { id: "asc" }],
      select: { companyId: true, status: true },
    });
    const next = projectStateAfterUnassign({
      status: project.status,
      closedAt: project.closedAt,
      consentWithdrawnAt: project.consentWithdrawnAt,
      remainingStatuses: remaining.map((row) => row.status),
      now,
    });
    const assignedCompanyId = remaining[0]?.companyId ?? null;
    await tx.project.update({
      where: { id: projectId },
      data: { assignedCompanyId, status: next.status, closedAt: next.closedAt },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "project.unassign",
      entityType: "project",
      entityId: projectId,
      before: {
        companyId,
        companyName: assignment.company.name,
        assignmentStatus: assignment.status,
        status: project.status,
      },
      after: { status: next.status, closedAt: next.closedAt?.toISOString() ?? null, assignedCompanyId },
      note: reason,
    });
    if (assignment.company.user) {
      await queueEmail(
        {
          to: assignment.company.user.email,
          ...leadUnassignedEmail({
            companyName: assignment.company.name,
            projectId,
            serviceLabel: serviceName(project.serviceType),
            district: project.zipCode,
          }),
          idempotencyKey: `lead-unassigned-${projectId}-${companyId}-${assignment.id}-${now.getTime()}`,
          projectId,
          companyId,
        },
        tx,
      );
    }
    return operationResult(`${assignment.company.name} wurde vom Projekt entfernt und per E-Mail benachrichtigt.`, {
      id: projectId,
      status: next.status,
      closedAt: next.closedAt,
      assignedCompanyId,
    });
  }, TX_OPTIONS);
}

/**
 * Reopens a closed project for new companies; assignments stay as they are.
 * @throws NotFoundError unknown project; ConflictError consent withdrawn, spam, erased, or already open.
 */
export async function reopenProject(
  actor: AuditActor,
  projectId: number,
  note?: string,
): Promise<ProjectOperationResponse> {
  return getDb().$transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    assertPlaceable(project);
    if (project.status === "Offen" && project.closedAt === null) throw new ConflictError(OPERATION_ERRORS.alreadyOpen);
    await tx.project.update({
      where: { id: projectId },
      data: { status: "Offen", closedAt: null },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "project.reopen",
      entityType: "project",
      entityId: projectId,
      before: { status: project.status, closedAt: project.closedAt?.toISOString() ?? null },
      after: { status: "Offen", closedAt: null },
      note: note || undefined,
    });
    return operationResult("Das Projekt ist wieder offen und kann weiteren Firmen zugewiesen werden.", {
      id: projectId,
      status: "Offen",
      closedAt: null,
      assignedCompanyId: project.assignedCompanyId,
    });
  }, TX_OPTIONS);
}
