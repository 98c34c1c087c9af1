/**
 * Data access of the admin's companies table and company details (authenticated-side.md §2
 * "Companies": name, city, services, verified / not verified, registered date, details; §3
 * "companies"; issue 5 "Content management → Companies": details with contact, services, verified
 * state and assignments with their outcomes; an admin can verify or unverify a company).
 *
 * Unverifying a company keeps its existing assignments (it still sees and works those leads); it is
 * only no longer offered for new ones. Issue 13 §2: the admin creates companies by hand, edits them
 * and deactivates / reactivates them (no login, no new leads, history kept); every change writes an
 * audit row in its transaction.
 */
import "server-only";
import { endAllSessions } from "@/lib/auth/session";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { SETUP_TOKEN_TTL_MS } from "@/lib/auth/setup-token";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { inviteCompanyUser } from "@/lib/data/users";
import { EMPTY_COMPANY_STATS, getCompanyStats } from "@/lib/data/company-stats";
import { getDb } from "@/lib/db";
import { companyProfilePath } from "@/lib/domain/company-slug";
import { queueEmail } from "@/lib/email/outbox";
import { companyCreatedEmail } from "@/lib/email/templates-companies";
import type { AdminCompaniesPage, AdminCompanyRow } from "@/lib/domain/admin-companies";
import {
  ADMIN_COMPANY_ASSIGNMENTS_LIMIT,
  escapeLike,
  parseProjectSearch,
  type AdminCompanyAssignment,
  type AdminCompanyAssignmentsPage,
  type AdminCompanyDetails,
  type AdminCompanyListItem,
  type AssignmentCounts,
} from "@/lib/domain/admin-projects";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";
import type { AdminCompaniesQuery, AdminCompanyCreate, AdminCompanyUpdate } from "@/lib/validation/admin-companies";

export const COMPANY_NOT_FOUND = "Firma nicht gefunden";

/** POST /api/admin/companies: the login e-mail belongs to an existing user (409). */
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

/**
 * Whether the admin should act on a company (see AdminCompanyRow.needsAction), as SQL over
 * `companies c LEFT JOIN users u`: not deactivated, and not verified or without a password and a
 * valid setup link.
 */
const NEEDS_ACTION = Prisma.sql`(c.deactivated_at IS NULL AND (NOT c.verified
  OR (u.id IS NOT NULL AND u.password IS NULL AND (u.token_expiry IS NULL OR u.token_expiry < now()))))`;

/** The status filters as SQL (lib/domain/admin-companies.ts ADMIN_COMPANY_STATUSES). */
const STATUS_CONDITION: Record<NonNullable<AdminCompaniesQuery["status"]>, Prisma.Sql> = {
  verified: Prisma.sql`c.verified AND c.deactivated_at IS NULL`,
  unverified: Prisma.sql`NOT c.verified AND c.deactivated_at IS NULL`,
  deactivated: Prisma.sql`c.deactivated_at IS NOT NULL`,
  no_password: Prisma.sql`c.deactivated_at IS NULL AND u.password IS NULL`,
  assignable: Prisma.sql`c.verified AND c.deactivated_at IS NULL AND c.user_id IS NOT NULL`,
};

/**
 * The WHERE condition of a search text (parsed like the projects search, parseProjectSearch):
 * "#123" the id; digits the id, a 4-digit PLZ (zip code, or within the city such as "1100 Wien"),
 * 5+ digits part of the contact phone (digits only); a whole e-mail address the login or contact
 * e-mail exactly (any case); other text part of name, city, login or contact e-mail (any case), and
 * phone-like text part of the phone.
 */
function companySearchCondition(q: string): Prisma.Sql | null {
  const search = parseProjectSearch(q);
  if (!search) return null;
  const phoneDigits = (digits: string) =>
    Prisma.sql`regexp_replace(coalesce(c.contact_phone, ''), '[^0-9]', '', 'g') LIKE ${`%${escapeLike(digits)}%`}`;
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
 * One page of the admin's companies list (issue 13 §7): filtered by `status` and the search text
 * `q` (see companySearchCondition), companies needing action first (not verified, or no password
 * and no valid setup link; deactivated ones never), then newest first (created_at, id); with
 * `sort: "name"` by name (then id) instead, as the assign dialog lists them. `total` is the exact
 * number of matching companies; the page and the count run in parallel.
 *
 * @param query page ≥ 1 and pageSize (the route allows 1–100).
 */
export async function listAdminCompanies(query: AdminCompaniesQuery): Promise<AdminCompaniesPage> {
  const { page, pageSize } = query;
  const conditions: Prisma.Sql[] = [];
  if (query.status) conditions.push(STATUS_CONDITION[query.status]);
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
 * A company's details: list fields, login e-mail, contactInfo, assignment counts by status (all
 * assignments) and the first page of its assignments (listCompanyAssignments serves the others) with
 * the project's service, postcode and date; and its recorded figures (median response time over the last 90 days with the number of
 * contacts, rating, jobs done), "verifiziert seit" and the path of its public profile.
 *
 * @throws ApiError 404 when the company does not exist.
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
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
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

/** Page `page` (1-based) of company `companyId`'s assignments, newest first, with the project's service, PLZ and date. */
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
 * One page of a company's assignments for its details (the first page comes with the details),
 * newest first, and the exact number of all of them.
 *
 * @param page 1-based; pageSize ADMIN_COMPANY_ASSIGNMENTS_LIMIT.
 * @throws ApiError 404 when the company does not exist.
 */
export async function listCompanyAssignments(companyId: number, page: number): Promise<AdminCompanyAssignmentsPage> {
  const pageSize = ADMIN_COMPANY_ASSIGNMENTS_LIMIT;
  const [company, assignments, total] = await Promise.all([
    getDb().company.findUnique({ where: { id: companyId }, select: { id: true } }),
    companyAssignmentsPage(companyId, page, pageSize),
    getDb().projectAssignment.count({ where: { companyId } }),
  ]);
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  return { assignments, total, page, pageSize };
}

/** Fields the admin edits besides `verified` (PATCH /api/admin/companies/{id}). */
const EDITABLE_FIELDS = ["name", "services", "city", "zipCode", "contactPhone", "contactEmail", "contactInfo"] as const;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Creates a company by hand (issue 13 §2): the company user (no password, a 48-hour setup token),
 * the verified company with the given data, the welcome e-mail with the setup link (outbox) and the
 * audit row "company.create", in one transaction.
 *
 * @returns the new company's list fields.
 * @throws ApiError 409 when a user with the login e-mail exists (company or admin).
 */
export async function createAdminCompany(input: AdminCompanyCreate, actor: AuditActor): Promise<AdminCompanyListItem> {
  const email = input.email.trim().toLowerCase();
  return getDb().$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (existing) throw new ApiError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
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
 * Edits company `companyId` (issue 13 §2): the given fields (unchanged values are ignored) with the
 * audit row "company.update" (before/after of the changed fields), and `verified` with the audit row
 * "company.verify" or "company.unverify"; unverifying ends the sessions of the company's user
 * (issue 12 §3). One transaction; the company row is locked first.
 *
 * @returns the company's list fields after the change.
 * @throws ApiError 404 when the company does not exist.
 */
export async function updateAdminCompany(
  companyId: number,
  patch: AdminCompanyUpdate,
  actor: AuditActor,
): Promise<AdminCompanyListItem> {
  const company = await getDb().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`;
    if (!locked) throw new ApiError(404, COMPANY_NOT_FOUND);
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
    if (verifyChange) {
      data.verified = patch.verified;
      // "verifiziert seit" of the public profile (issue 15 §5): set when verified, cleared when not.
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
      // Unverifying ends the company user's sessions (issue 12 §3); verifying again needs a new login.
      if (!patch.verified && current.userId !== null) await endAllSessions(current.userId, tx);
      await recordAudit(tx, {
        actor,
        action: patch.verified ? "company.verify" : "company.unverify",
        entityType: "company",
        entityId: companyId,
        before: { verified: current.verified },
        after: { verified: patch.verified! },
      });
    }
    return tx.company.findUniqueOrThrow({ where: { id: companyId }, select: LIST_SELECT });
  });
  revalidateCompanyProfile(companyId);
  return toListItem(company);
}

/**
 * Verifies or unverifies a company (see `updateAdminCompany`): sets verified_at to now when it
 * becomes verified and clears it when not ("verifiziert seit", issue 15 §5), and revalidates its
 * public profile (which appears or answers 404).
 *
 * @returns the company's list fields after the change.
 * @throws ApiError 404 when the company does not exist.
 */
export async function setCompanyVerified(
  companyId: number,
  verified: boolean,
  actor: AuditActor = "system",
): Promise<AdminCompanyListItem> {
  return updateAdminCompany(companyId, { verified }, actor);
}

/**
 * Deactivates company `companyId` (issue 13 §2): sets deactivatedAt, disables its user (no login)
 * and ends all of the user's sessions, writes the audit row "company.deactivate" with the reason, in
 * one transaction. Its assignments stay (history); it is no longer offered for new leads
 * (listCandidates, assignLead).
 *
 * @returns the company's list fields after the change.
 * @throws ApiError 404 (no such company), 409 (already deactivated).
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
      throw exists ? new ApiError(409, "Die Firma ist bereits deaktiviert.") : new ApiError(404, COMPANY_NOT_FOUND);
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

/**
 * Reactivates company `companyId`: clears deactivatedAt and the user's disabledAt (it can log in
 * again and be assigned new leads), with the audit row "company.reactivate", in one transaction.
 *
 * @returns the company's list fields after the change.
 * @throws ApiError 404 (no such company), 409 (not deactivated).
 */
export async function reactivateCompany(companyId: number, actor: AuditActor): Promise<AdminCompanyListItem> {
  const company = await getDb().$transaction(async (tx) => {
    const current = await tx.company.findUnique({ where: { id: companyId }, select: { deactivatedAt: true } });
    if (!current) throw new ApiError(404, COMPANY_NOT_FOUND);
    const [updated] = await tx.company.updateManyAndReturn({
      where: { id: companyId, deactivatedAt: { not: null } },
      data: { deactivatedAt: null },
      select: { ...LIST_SELECT, userId: true },
    });
    if (!updated) throw new ApiError(409, "Die Firma ist nicht deaktiviert.");
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
