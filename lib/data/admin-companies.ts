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
import { SETUP_TOKEN_TTL_MS } from "@/lib/auth/setup-token";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { inviteCompanyUser } from "@/lib/data/users";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/outbox";
import { companyCreatedEmail } from "@/lib/email/templates-companies";
import {
  ADMIN_COMPANY_ASSIGNMENTS_LIMIT,
  type AdminCompanyDetails,
  type AdminCompanyListItem,
  type AssignmentCounts,
} from "@/lib/domain/admin-projects";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";
import type { AdminCompanyCreate, AdminCompanyUpdate } from "@/lib/validation/admin-companies";

/** Most companies the table lists (newest first); far more than the product has partners. */
export const MAX_ADMIN_COMPANIES = 1000;

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
  return { ...company, createdAt: company.createdAt.toISOString(), deactivatedAt: company.deactivatedAt?.toISOString() ?? null };
}

/** Every company, newest first (created_at index), at most MAX_ADMIN_COMPANIES. */
export async function listAdminCompanies(): Promise<AdminCompanyListItem[]> {
  const companies = await getDb().company.findMany({
    select: LIST_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_ADMIN_COMPANIES,
  });
  return companies.map(toListItem);
}

/**
 * A company's details: list fields, login e-mail, contactInfo, assignment counts by status (all
 * assignments) and its newest assignments with the project's service, postcode and date.
 *
 * @throws ApiError 404 when the company does not exist.
 */
export async function getAdminCompany(companyId: number): Promise<AdminCompanyDetails> {
  const db = getDb();
  const [company, grouped, assignments] = await Promise.all([
    db.company.findUnique({
      where: { id: companyId },
      select: {
        ...LIST_SELECT,
        contactInfo: true,
        contactPhone: true,
        contactEmail: true,
        user: { select: { email: true, password: true, tokenExpiry: true, lastLoginAt: true } },
      },
    }),
    db.projectAssignment.groupBy({ by: ["status"], where: { companyId }, _count: { _all: true } }),
    db.projectAssignment.findMany({
      where: { companyId },
      select: {
        status: true,
        assignedAt: true,
        project: { select: { id: true, serviceType: true, zipCode: true, createdAt: true } },
      },
      orderBy: [{ assignedAt: "desc" }, { id: "desc" }],
      take: ADMIN_COMPANY_ASSIGNMENTS_LIMIT,
    }),
  ]);
  if (!company) throw new ApiError(404, COMPANY_NOT_FOUND);
  const counts: AssignmentCounts = { Offen: 0, Gewonnen: 0, Verloren: 0 };
  for (const group of grouped) {
    if (group.status in counts) counts[group.status as keyof AssignmentCounts] = group._count._all;
  }
  const { user, contactInfo, contactPhone, contactEmail, ...listFields } = company;
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
    assignments: assignments.map((assignment) => ({
      projectId: assignment.project.id,
      serviceType: assignment.project.serviceType,
      zipCode: assignment.project.zipCode,
      createdAt: assignment.project.createdAt.toISOString(),
      assignedAt: assignment.assignedAt.toISOString(),
      status: assignment.status,
    })),
  };
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
        ...companyCreatedEmail({ companyName: input.name, setupUrl: invitation.setupUrl, validHours: SETUP_TOKEN_TTL_MS / 3_600_000 }),
        to: email,
        idempotencyKey: `company-created-${invitation.companyId}`,
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
export async function updateAdminCompany(companyId: number, patch: AdminCompanyUpdate, actor: AuditActor): Promise<AdminCompanyListItem> {
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
    if (verifyChange) data.verified = patch.verified;
    if (Object.keys(data).length > 0) await tx.company.update({ where: { id: companyId }, data, select: { id: true } });
    if (Object.keys(after).length > 0) {
      await recordAudit(tx, { actor, action: "company.update", entityType: "company", entityId: companyId, before, after });
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
  return toListItem(company);
}

/**
 * Verifies or unverifies a company (see `updateAdminCompany`).
 *
 * @returns the company's list fields after the change.
 * @throws ApiError 404 when the company does not exist.
 */
export async function setCompanyVerified(companyId: number, verified: boolean, actor: AuditActor = "system"): Promise<AdminCompanyListItem> {
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
export async function deactivateCompany(companyId: number, reason: string, actor: AuditActor, now = new Date()): Promise<AdminCompanyListItem> {
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
    if (updated.userId !== null) await tx.user.update({ where: { id: updated.userId }, data: { disabledAt: null }, select: { id: true } });
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
  return toListItem(company);
}
