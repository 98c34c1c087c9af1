/**
 * Data access of the admin's companies table and details. Unverifying keeps existing assignments;
 * the company is only no longer offered new leads. Every change writes an audit row in its transaction.
 */
import "server-only";
import { endAllSessions } from "@/lib/auth/session";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { SETUP_TOKEN_TTL_MS } from "@/lib/auth/setup-token";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { inviteCompanyUser } from "@/lib/data/users";
import { EMPTY_COMPANY_STATS, getCompanyStats } from "@/lib/data/company-stats";
import { getDb } from "@/lib/db";
import { escapeLike, lockRowById } from "@/lib/db/sql";
import { companyProfilePath } from "@/lib/domain/company-slug";
import { queueEmail } from "@/lib/email/outbox";
import { companyCreatedEmail } from "@/lib/email/templates-companies";
import type { AdminCompaniesPage, AdminCompanyRow } from "@/lib/domain/admin-companies";
import { phoneSearchDigits } from "@/lib/domain/phone";
import {
  ADMIN_COMPANY_ASSIGNMENTS_LIMIT,
  parseProjectSearch,
  type AdminCompanyAssignment,
  type AdminCompanyAssignmentsPage,
  type AdminCompanyDetails,
  type AdminCompanyListItem,
  type AssignmentCounts,
} from "@/lib/domain/admin-projects";
import { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import type { AdminCompaniesQuery, AdminCompanyCreate, AdminCompanyUpdate } from "@/lib/validation/admin-companies";
import { companyReadiness, recordManualApproval } from "@/lib/verification/approval";
import { leadStandingSql } from "@/lib/verification/eligibility";
import { refreshCompanyStanding } from "@/lib/verification/standing";

/** The user id of an audit actor; 0 for the system. */
function actorId(actor: AuditActor): number {
  return typeof actor === "object" ? actor.id : 0;
}

export const COMPANY_NOT_FOUND = "Firma nicht gefunden";

export const EMAIL_TAKEN = "Es gibt bereits ein Konto mit dieser E-Mail-Adresse.";

const LIST_SELECT = {
  id: true,
  name: true,
  city: true,
  services: true,
  verified: true,
  createdAt: true,
  zipCode: true,
  deactivatedAt: true,
} as const;

interface ListRow {
  id: number;
  name: string;
  city: string;
  services: string[];
  verified: boolean;
  createdAt: Date;
  zipCode: string | null;
  deactivatedAt: Date | null;
}

function toListItem(company: ListRow): AdminCompanyListItem {
  return {
    ...company,
    createdAt: company.createdAt.toISOString(),
    deactivatedAt: company.deactivatedAt?.toISOString() ?? null,
  };
}

/** Needs admin action: active, and unverified or without password and valid setup link. */
const NEEDS_ACTION = Prisma.sql`(c.deactivated_at IS NULL AND (NOT c.verified
  OR (u.id IS NOT NULL AND u.password IS NULL AND (u.token_expiry IS NULL OR u.token_expiry < now()))))`;

const STATUS_CONDITION: Record<Exclude<NonNullable<AdminCompaniesQuery["status"]>, "assignable">, Prisma.Sql> = {
  verified: Prisma.sql`c.verified AND c.deactivated_at IS NULL`,
  unverified: Prisma.sql`NOT c.verified AND c.deactivated_at IS NULL`,
  deactivated: Prisma.sql`c.deactivated_at IS NOT NULL`,
  no_password: Prisma.sql`c.deactivated_at IS NULL AND u.password IS NULL`,
};

/** The status filter's condition; `assignable` is the lead rule without a service (today in Vienna). */
function statusCondition(status: NonNullable<AdminCompaniesQuery["status"]>): Prisma.Sql {
  return status === "assignable" ? leadStandingSql("c") : STATUS_CONDITION[status];
}

/**
 * Search like parseProjectSearch: "#123"/digits the id, 4 digits the PLZ (also in the city), 5+
 * digits the phone, a whole e-mail exactly, other text part of name, city or e-mails (any case).
 */
function companySearchCondition(q: string): Prisma.Sql | null {
  const search = parseProjectSearch(q);
  if (!search) return null;
  const phoneDigits = (digits: string) =>
    Prisma.sql`regexp_replace(coalesce(c.contact_phone, ''), '[^0-9]', '', 'g') LIKE ${`%${escapeLike(phoneSearchDigits(digits))}%`}`;
  switch (search.kind) {
    case "id":
      return Prisma.sql`c.id = ${search.id}`;
    case "email":
      return Prisma.sql`(lower(u.email) = ${search.email} OR lower(c.contact_email) = ${search.email})`;
    case "digits": {
      const alternatives: Prisma.Sql[] = [];
      if (search.id !== null) alternatives.push(Prisma.sql`c.id = ${search.id}`);
      if (search.digits.length === 4)
        alternatives.push(Prisma.sql`(c.zip_code = ${search.digits} OR c.city LIKE ${`%${search.digits}%`})`);
      if (search.digits.length >= 5) alternatives.push(phoneDigits(search.digits));
      return alternatives.length ? Prisma.sql`(${Prisma.join(alternatives, " OR ")})` : Prisma.sql`false`;
    }
    case "text": {
      const pattern = `%${escapeLike(search.text)}%`;
      const alternatives = [
        Prisma.sql`c.name ILIKE ${pattern}`,
        Prisma.sql`c.city ILIKE ${pattern}`,
        Prisma.sql`u.email ILIKE ${pattern}`,
        Prisma.sql`c.contact_email ILIKE ${pattern}`,
      ];
      if (search.digits) alternatives.push(phoneDigits(search.digits));
      return Prisma.sql`(${Prisma.join(alternatives, " OR ")})`;
    }
  }
}

interface CompanyRowResult extends ListRow {
  email: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  passwordSet: boolean;
  needsAction: boolean;
}

/**
 * One page of companies filtered by `status` and `q`, those needing action first, then newest first
 * (or by name with `sort: "name"`), with the exact `total`.
 */
export async function listAdminCompanies(query: AdminCompaniesQuery): Promise<AdminCompaniesPage> {
  const { page, pageSize } = query;
  const conditions: Prisma.Sql[] = [];
  if (query.status) conditions.push(statusCondition(query.status));
  const search = query.q ? companySearchCondition(query.q) : null;
  if (search) conditions.push(search);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const order =
    query.sort === "name" ? Prisma.sql`c.name, c.id` : Prisma.sql`"needsAction" DESC, c.created_at DESC, c.id DESC`;
  const db = getDb();
  const [rows, [count]] = await Promise.all([
    db.$queryRaw<CompanyRowResult[]>`
      SELECT c.id, c.name, c.city, c.services, c.verified, c.created_at AS "createdAt", c.zip_code AS "zipCode",
             c.deactivated_at AS "deactivatedAt", u.email, c.contact_phone AS "contactPhone", c.contact_email AS "contactEmail",
             (u.password IS NOT NULL) AS "passwordSet", ${NEEDS_ACTION} AS "needsAction"
      FROM companies c LEFT JOIN users u ON u.id = c.user_id
      ${where}
      ORDER BY ${order}
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    db.$queryRaw<
      { total: number }[]
    >`SELECT count(*)::int AS total FROM companies c LEFT JOIN users u ON u.id = c.user_id ${where}`,
  ]);
  const companies: AdminCompanyRow[] = rows.map(
    ({ email, contactPhone, contactEmail, passwordSet, needsAction, ...row }) => ({
      ...toListItem(row),
      email,
      contactPhone,
      contactEmail,
      passwordSet,
      needsAction,
    }),
  );
  return { companies, total: count?.total ?? 0, page, pageSize };
}

/**
 * A company's details with assignment counts, the first page of assignments and its recorded figures.
 * @throws NotFoundError when the company does not exist.
 */
export async function getAdminCompany(companyId: number): Promise<AdminCompanyDetails> {
  const db = getDb();
  const [company, grouped, assignments, stats] = await Promise.all([
    db.company.findUnique({
      where: { id: companyId },
      select: {
        ...LIST_SELECT,
        verifiedAt: true,
        contactInfo: true,
        contactPhone: true,
        contactEmail: true,
        user: { select: { email: true, password: true, tokenExpiry: true, lastLoginAt: true } },
      },
    }),
    db.projectAssignment.groupBy({ by: ["status"], where: { companyId, endedAt: null }, _count: { _all: true } }),
    companyAssignmentsPage(companyId, 1, ADMIN_COMPANY_ASSIGNMENTS_LIMIT),
    getCompanyStats([companyId]),
  ]);
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  const counts: AssignmentCounts = { Offen: 0, Gewonnen: 0, Verloren: 0 };
  for (const group of grouped) {
    if (group.status in counts) counts[group.status as keyof AssignmentCounts] = group._count._all;
  }
  const { user, contactInfo, contactPhone, contactEmail, verifiedAt, ...listFields } = company;
  const figures = stats.get(companyId) ?? EMPTY_COMPANY_STATS;
  return {
    ...toListItem(listFields),
    email: user?.email ?? null,
    contactInfo,
    contactPhone,
    contactEmail,
    passwordSet: user?.password != null,
    setupLinkExpiresAt: user?.tokenExpiry?.toISOString() ?? null,
    lastLoginAt: user?.lastLoginAt?.toISOString() ?? null,
    counts,
    assignments,
    figures: {
      ...figures,
      verifiedAt: company.verified ? (verifiedAt?.toISOString() ?? null) : null,
      profilePath: company.verified && !company.deactivatedAt ? companyProfilePath(company) : null,
    },
  };
}

async function companyAssignmentsPage(
  companyId: number,
  page: number,
  pageSize: number,
): Promise<AdminCompanyAssignment[]> {
  const rows = await getDb().projectAssignment.findMany({
    where: { companyId },
    select: {
      status: true,
      assignedAt: true,
      endedAt: true,
      project: { select: { id: true, serviceType: true, zipCode: true, createdAt: true } },
    },
    orderBy: [{ assignedAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * pageSize,
    take: pageSize,
  });
  return rows.map((assignment) => ({
    projectId: assignment.project.id,
    serviceType: assignment.project.serviceType,
    zipCode: assignment.project.zipCode,
    createdAt: assignment.project.createdAt.toISOString(),
    assignedAt: assignment.assignedAt.toISOString(),
    status: assignment.status,
    endedAt: assignment.endedAt?.toISOString() ?? null,
  }));
}

/**
 * One page (1-based) of a company's assignments, newest first, with the total.
 * @throws NotFoundError when the company does not exist.
 */
export async function listCompanyAssignments(companyId: number, page: number): Promise<AdminCompanyAssignmentsPage> {
  const pageSize = ADMIN_COMPANY_ASSIGNMENTS_LIMIT;
  const [company, assignments, total] = await Promise.all([
    getDb().company.findUnique({ where: { id: companyId }, select: { id: true } }),
    companyAssignmentsPage(companyId, page, pageSize),
    getDb().projectAssignment.count({ where: { companyId } }),
  ]);
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  return { assignments, total, page, pageSize };
}

const EDITABLE_FIELDS = ["name", "services", "city", "zipCode", "contactPhone", "contactEmail", "contactInfo"] as const;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Creates a verified company by hand with a login user (48-hour setup link e-mailed), audited.
 * @throws ConflictError when a user with the login e-mail exists.
 */
export async function createAdminCompany(input: AdminCompanyCreate, actor: AuditActor): Promise<AdminCompanyListItem> {
  const email = input.email.trim().toLowerCase();
  return getDb().$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (existing) throw new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const invitation = await inviteCompanyUser(
      {
        email,
        companyName: input.name,
        city: input.city,
        contactInfo: input.contactInfo ?? undefined,
        services: input.services,
        zipCode: input.zipCode,
        contactPhone: input.contactPhone,
        contactEmail: input.contactEmail,
      },
      tx,
    );
    await queueEmail(
      {
        ...companyCreatedEmail({
          companyName: input.name,
          setupUrl: invitation.setupUrl,
          validHours: SETUP_TOKEN_TTL_MS / 3_600_000,
        }),
        to: email,
        idempotencyKey: `company-created-${invitation.companyId}`,
        companyId: invitation.companyId,
      },
      tx,
    );
    const company = await tx.company.findUniqueOrThrow({ where: { id: invitation.companyId }, select: LIST_SELECT });
    await recordAudit(tx, {
      actor,
      action: "company.create",
      entityType: "company",
      entityId: company.id,
      after: {
        name: company.name,
        email,
        city: company.city,
        zipCode: company.zipCode,
        services: company.services,
        contactPhone: input.contactPhone,
        contactEmail: input.contactEmail,
        contactInfo: input.contactInfo,
        verified: true,
      },
    });
    return toListItem(company);
  });
}

/**
 * Edits a company's changed fields and `verified` (audited); unverifying ends the user's sessions.
 * @throws NotFoundError when the company does not exist.
 */
export async function updateAdminCompany(
  companyId: number,
  patch: AdminCompanyUpdate,
  actor: AuditActor,
): Promise<AdminCompanyListItem> {
  const company = await getDb().$transaction(async (tx) => {
    if (!(await lockRowById(tx, "companies", companyId))) throw new NotFoundError(COMPANY_NOT_FOUND);
    const current = await tx.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { ...LIST_SELECT, userId: true, contactInfo: true, contactPhone: true, contactEmail: true },
    });
    const before: Record<string, Prisma.InputJsonValue | null> = {};
    const after: Record<string, Prisma.InputJsonValue | null> = {};
    const data: Prisma.CompanyUpdateInput = {};
    for (const field of EDITABLE_FIELDS) {
      const value = patch[field];
      if (value === undefined || sameValue(value, current[field])) continue;
      before[field] = current[field];
      after[field] = value;
      Object.assign(data, { [field]: value });
    }
    const verifyChange = patch.verified !== undefined && patch.verified !== current.verified;
    const override = patch.overrideReason?.trim();
    let blockers: string[] = [];
    if (verifyChange && patch.verified) {
      const readiness = await companyReadiness(companyId, tx);
      blockers = readiness.blockers;
      if (blockers.length > 0 && !override) {
        throw new ConflictError(
          `Freigabe nicht möglich – ${blockers.join("; ")}. Mit einer Begründung können Sie trotzdem freigeben.`,
        );
      }
      const gisaGreen = readiness.items.some((item) => item.key === "gisa" && item.state === "ok");
      if (override && !gisaGreen) {
        await recordManualApproval({ companyId }, patch.services ?? current.services, override, actorId(actor), tx);
      }
    }
    if (verifyChange) {
      data.verified = patch.verified;
      data.verifiedAt = patch.verified ? new Date() : null;
    }
    if (Object.keys(data).length > 0) await tx.company.update({ where: { id: companyId }, data, select: { id: true } });
    if (Object.keys(after).length > 0) {
      await recordAudit(tx, {
        actor,
        action: "company.update",
        entityType: "company",
        entityId: companyId,
        before,
        after,
      });
    }
    if (verifyChange) {
      // Verifying again needs a new login.
      if (!patch.verified && current.userId !== null) await endAllSessions(current.userId, tx);
      await recordAudit(tx, {
        actor,
        action: patch.verified ? "company.verify" : "company.unverify",
        entityType: "company",
        entityId: companyId,
        before: { verified: current.verified },
        after: { verified: patch.verified!, ...(blockers.length > 0 ? { overrideReason: override!, blockers } : {}) },
      });
    }
    if (verifyChange || patch.services !== undefined) await refreshCompanyStanding(companyId, tx);
    return tx.company.findUniqueOrThrow({ where: { id: companyId }, select: LIST_SELECT });
  });
  revalidateCompanyProfile(companyId);
  return toListItem(company);
}

/**
 * Verifies or unverifies a company and revalidates its public profile.
 * @throws NotFoundError when the company does not exist.
 */
export async function setCompanyVerified(
  companyId: number,
  verified: boolean,
  actor: AuditActor = "system",
  overrideReason?: string,
): Promise<AdminCompanyListItem> {
  return updateAdminCompany(companyId, { verified, overrideReason }, actor);
}

/**
 * Deactivates a company: no login, no new leads, assignments kept; audited with the reason.
 * @throws NotFoundError no such company; ConflictError already deactivated.
 */
export async function deactivateCompany(
  companyId: number,
  reason: string,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminCompanyListItem> {
  const company = await getDb().$transaction(async (tx) => {
    const [updated] = await tx.company.updateManyAndReturn({
      where: { id: companyId, deactivatedAt: null },
      data: { deactivatedAt: now },
      select: { ...LIST_SELECT, userId: true },
    });
    if (!updated) {
      const exists = await tx.company.findUnique({ where: { id: companyId }, select: { id: true } });
      throw exists ? new ConflictError("Die Firma ist bereits deaktiviert.") : new NotFoundError(COMPANY_NOT_FOUND);
    }
    if (updated.userId !== null) {
      await tx.user.update({ where: { id: updated.userId }, data: { disabledAt: now }, select: { id: true } });
      await endAllSessions(updated.userId, tx);
    }
    await recordAudit(tx, {
      actor,
      action: "company.deactivate",
      entityType: "company",
      entityId: companyId,
      before: { deactivatedAt: null },
      after: { deactivatedAt: now.toISOString() },
      note: reason,
    });
    return updated;
  });
  revalidateCompanyProfile(companyId);
  return toListItem(company);
}

/** Reactivates a company (login and new leads again). @throws NotFoundError; ConflictError not deactivated. */
export async function reactivateCompany(companyId: number, actor: AuditActor): Promise<AdminCompanyListItem> {
  const company = await getDb().$transaction(async (tx) => {
    const current = await tx.company.findUnique({ where: { id: companyId }, select: { deactivatedAt: true } });
    if (!current) throw new NotFoundError(COMPANY_NOT_FOUND);
    const [updated] = await tx.company.updateManyAndReturn({
      where: { id: companyId, deactivatedAt: { not: null } },
      data: { deactivatedAt: null },
      select: { ...LIST_SELECT, userId: true },
    });
    if (!updated) throw new ConflictError("Die Firma ist nicht deaktiviert.");
    if (updated.userId !== null)
      await tx.user.update({ where: { id: updated.userId }, data: { disabledAt: null }, select: { id: true } });
    await recordAudit(tx, {
      actor,
      action: "company.reactivate",
      entityType: "company",
      entityId: companyId,
      before: { deactivatedAt: current.deactivatedAt?.toISOString() ?? null },
      after: { deactivatedAt: null },
    });
    return updated;
  });
  revalidateCompanyProfile(companyId);
  return toListItem(company);
}
