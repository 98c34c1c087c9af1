/**
 * The admin side shared by company registrations and partner onboarding forms: one page of a table,
 * pending first, with duplicate marks, and one admin's decision on a pending row (e-mail and audit).
 */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import {
  assertNoPartnerAccount,
  duplicateFor,
  findDuplicates,
  userEmails,
  type ApplicationKind,
} from "@/lib/data/application-duplicates";
import { recordAudit } from "@/lib/data/audit-log";
import { pendingFirstPage } from "@/lib/data/pending-first-page";
import { inviteCompanyUser, type CompanyInvite } from "@/lib/data/users";
import { getDb } from "@/lib/db";
import type { DuplicateOf } from "@/lib/domain/admin-approvals";
import { queueEmail } from "@/lib/email/outbox";
import { passwordSetupEmail } from "@/lib/email/templates";
import { applicationRejectedEmail } from "@/lib/email/templates-decisions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { adoptRegistrationRecords, recordManualApproval, registrationReadiness } from "@/lib/verification/approval";
import { refreshCompanyStanding } from "@/lib/verification/standing";

/** Onboarding forms carry no register numbers: approving one always needs an override. */
const ONBOARDING_BLOCKERS = ["Für Onboarding-Formulare liegen keine Registerprüfungen vor"];

export const APPLICATION_STATUS_PENDING = "pending";

/** The columns the shared code reads from a row. */
export interface ApplicationRow {
  id: number;
  email: string | null;
  status: string;
  processedBy: number | null;
}

export type ApplicationListRow<R> = R & { duplicateOf: DuplicateOf | null; processedByEmail: string | null };

/** An admin list's query: page, page size, optional status filter and search text. */
export interface ApplicationListQuery {
  page: number;
  pageSize: number;
  status?: string;
  search?: string;
}

export interface ApplicationDecisionInput {
  status: "approved" | "rejected";
  notes?: string;
  /** Approves although required checks are not green; audited. */
  overrideReason?: string;
}

export type ApplicationActor = Pick<SessionUser, "id" | "role">;

/** The company user and company an approval created (absent on a rejection). */
export interface ApplicationAccount {
  userId?: number;
  companyId?: number;
}

interface DecisionData {
  status: string;
  processedBy: number;
  processedAt: Date;
  notes?: string;
}

/** The Prisma calls made on one application table (a model delegate fits); `W` its where input. */
interface ApplicationDelegate<R, W, S> {
  count(args: { where: W }): Promise<number>;
  findMany(args: {
    where: W;
    select: S;
    orderBy: { createdAt?: "desc"; id?: "desc" }[];
    skip: number;
    take: number;
  }): Promise<R[]>;
  updateManyAndReturn(args: { where: { id: number; status: string }; data: DecisionData; select: S }): Promise<R[]>;
  findUnique(args: { where: { id: number }; select: { id: true } }): Promise<{ id: number } | null>;
}

/** One application table: its delegate, the admin's columns and its texts. */
export interface ApplicationTable<R extends ApplicationRow, W, S> {
  kind: ApplicationKind;
  /** The audit log's entity type. */
  entityType: string;
  delegate: (db: Prisma.TransactionClient) => ApplicationDelegate<R, W, S>;
  select: S;
  /** The 404 and 409 messages of a decision. */
  notFound: string;
  alreadyDecided: string;
  /** The rejection letter: `to` null sends none. */
  rejection: (row: R) => { to: string | null; companyName: string; contactPerson: string | null };
  /** The company account an approval creates. @throws a DomainError (e.g. ValidationError) to refuse the approval. */
  invitation: (row: R) => CompanyInvite;
}

/**
 * One page of `table`, pending first, then newest, filtered by `status` and the where input `search`,
 * with the exact `total`, `duplicateOf` (a partner or earlier pending application) and the admin's e-mail.
 */
export async function listApplications<R extends ApplicationRow, W extends object, S>(
  table: ApplicationTable<R, W, S>,
  query: ApplicationListQuery,
  search: W,
): Promise<{ items: ApplicationListRow<R>[]; total: number }> {
  const delegate = table.delegate(getDb());
  const { items: rows, total } = await pendingFirstPage({
    page: query.page,
    pageSize: query.pageSize,
    status: query.status,
    count: (condition) => delegate.count({ where: { ...search, ...condition } }),
    find: (condition, skip, take) =>
      delegate.findMany({
        where: { ...search, ...condition },
        select: table.select,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
      }),
  });
  const [duplicates, admins] = await Promise.all([
    findDuplicates(rows.map((row) => ({ kind: table.kind, id: row.id, email: row.email, status: row.status }))),
    userEmails(rows.map((row) => row.processedBy)),
  ]);
  const items = rows.map((row) => ({
    ...row,
    duplicateOf: duplicateFor(duplicates, table.kind, row.id),
    processedByEmail: row.processedBy === null ? null : (admins.get(row.processedBy) ?? null),
  }));
  return { items, total };
}

/**
 * Approves or rejects pending row `id` of `table` in one transaction, audited. The conditional UPDATE
 * makes a concurrent second decision find the row no longer pending. Reject e-mails the reason;
 * approve creates the company user and a verified company and e-mails the 48-hour setup link.
 * @throws NotFoundError no such row; ConflictError already processed, partner account exists, or the e-mail
 *   belongs to a non-company account; whatever `table.invitation` throws.
 */
export async function decideApplication<R extends ApplicationRow, W, S>(
  table: ApplicationTable<R, W, S>,
  id: number,
  decision: ApplicationDecisionInput,
  actor: ApplicationActor,
): Promise<{ row: R } & ApplicationAccount> {
  const { status } = decision;
  const { kind } = table;
  return getDb().$transaction(async (tx) => {
    const delegate = table.delegate(tx);
    const [row] = await delegate.updateManyAndReturn({
      where: { id, status: APPLICATION_STATUS_PENDING },
      data: {
        status,
        processedBy: actor.id,
        processedAt: new Date(),
        ...(decision.notes !== undefined ? { notes: decision.notes } : {}),
      },
      select: table.select,
    });
    if (!row) {
      const exists = await delegate.findUnique({ where: { id }, select: { id: true } });
      if (!exists) throw new NotFoundError(table.notFound);
      throw new ConflictError(table.alreadyDecided);
    }
    const audit = {
      actor,
      entityType: table.entityType,
      entityId: id,
      before: { status: APPLICATION_STATUS_PENDING },
      after: { status },
      note: decision.notes,
    };
    if (status === "rejected") {
      const { to, ...letter } = table.rejection(row);
      if (to !== null) {
        await queueEmail(
          {
            ...applicationRejectedEmail({ ...letter, reason: decision.notes ?? "" }),
            to,
            idempotencyKey: `${kind}-rejected-${id}`,
          },
          tx,
        );
      }
      await recordAudit(tx, { ...audit, action: `${kind}.reject` });
      return { row };
    }

    const invite = table.invitation(row);
    const readiness = kind === "registration" ? await registrationReadiness(id, tx) : null;
    const blockers = readiness?.blockers ?? ONBOARDING_BLOCKERS;
    const override = decision.overrideReason?.trim();
    if (blockers.length > 0 && !override) {
      throw new ConflictError(
        `Freigabe nicht möglich – ${blockers.join("; ")}. Mit einer Begründung können Sie trotzdem freigeben.`,
      );
    }
    await assertNoPartnerAccount(tx, invite.email);
    const invitation = await inviteCompanyUser(invite, tx);
    const gisaGreen = readiness?.items.some((item) => item.key === "gisa" && item.state === "ok") ?? false;
    if (override && !gisaGreen) {
      const owner = kind === "registration" ? { registrationId: id } : { companyId: invitation.companyId };
      await recordManualApproval(owner, invite.services ?? [], override, actor.id, tx);
    }
    if (kind === "registration") await adoptRegistrationRecords(id, invitation.companyId, actor.id, tx);
    else await refreshCompanyStanding(invitation.companyId, tx);
    await queueEmail(
      {
        ...passwordSetupEmail({
          companyName: invite.companyName,
          setupUrl: invitation.setupUrl,
          validHours: 48,
          reason: kind,
        }),
        to: invite.email,
        idempotencyKey: `${kind}-approved-${id}`,
        companyId: invitation.companyId,
      },
      tx,
    );
    await recordAudit(tx, {
      ...audit,
      action: `${kind}.approve`,
      after: {
        status,
        userId: invitation.userId,
        companyId: invitation.companyId,
        ...(blockers.length > 0 ? { overrideReason: override, blockers } : {}),
      },
    });
    return { row, userId: invitation.userId, companyId: invitation.companyId };
  });
}
