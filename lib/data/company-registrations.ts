/**
 * Company registrations from the partner landing page: stored as "pending", then approved (company
 * user, verified company, setup e-mail) or rejected by an admin. spec: authenticated-side §4
 */
import "server-only";
import { escapeLike } from "@/lib/domain/admin-projects";
import { queueNewApplicationAlert } from "@/lib/alerts/admin-alerts";
import type { SessionUser } from "@/lib/auth/types";
import { assertNoPartnerAccount, duplicateFor, findDuplicates, userEmails } from "@/lib/data/application-duplicates";
import { recordAudit } from "@/lib/data/audit-log";
import { pendingFirstPage } from "@/lib/data/pending-first-page";
import { inviteCompanyUser } from "@/lib/data/users";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/outbox";
import { passwordSetupEmail } from "@/lib/email/templates";
import { applicationRejectedEmail } from "@/lib/email/templates-decisions";
import type { DuplicateOf } from "@/lib/domain/admin-approvals";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError } from "@/lib/errors";
import type { CompanyRegistrationRequest } from "@/lib/validation/company-registration";

export const REGISTRATION_STATUS_PENDING = "pending";

/** Stores a validated registration as "pending" (honeypot dropped); returns its id. */
export async function createCompanyRegistration(input: CompanyRegistrationRequest): Promise<number> {
  return getDb().$transaction(async (tx) => {
    const row = await tx.companyRegistration.create({
      data: {
        companyName: input.companyName,
        contactPerson: input.contactPerson,
        email: input.email,
        phone: input.phone,
        address: input.address,
        city: input.city,
        zipCode: input.zipCode,
        services: input.services,
        experience: input.experience,
        employees: input.employees,
        description: input.description,
        acceptTerms: input.acceptTerms,
        status: REGISTRATION_STATUS_PENDING,
      },
      select: { id: true },
    });
    // Queued with the registration, so the team's alert exists only if it does.
    await queueNewApplicationAlert(tx, "registration", row.id, input.companyName);
    return row.id;
  });
}

// Admin: list and decide

const ADMIN_REGISTRATION_SELECT = {
  id: true,
  companyName: true,
  contactPerson: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  zipCode: true,
  services: true,
  experience: true,
  employees: true,
  description: true,
  status: true,
  processedBy: true,
  processedAt: true,
  notes: true,
  createdAt: true,
} as const;

export type AdminCompanyRegistrationRow = Prisma.CompanyRegistrationGetPayload<{
  select: typeof ADMIN_REGISTRATION_SELECT;
}>;

export type AdminCompanyRegistrationListRow = AdminCompanyRegistrationRow & {
  duplicateOf: DuplicateOf | null;
  processedByEmail: string | null;
};

function registrationSearch(search: string | undefined): Prisma.CompanyRegistrationWhereInput {
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: "insensitive" as const };
  return { OR: [{ companyName: contains }, { contactPerson: contains }, { email: contains }] };
}

/**
 * One page of registrations, pending first, then newest, filtered by `status` and `search`, with the
 * exact `total`, `duplicateOf` (e-mail of a partner or earlier pending application) and the admin's e-mail.
 */
export async function listCompanyRegistrations(query: {
  page: number;
  pageSize: number;
  status?: string;
  search?: string;
}): Promise<{ items: AdminCompanyRegistrationListRow[]; total: number }> {
  const search = registrationSearch(query.search);
  const { items: rows, total } = await pendingFirstPage({
    ...query,
    count: (condition) => getDb().companyRegistration.count({ where: { ...search, ...condition } }),
    find: (condition, skip, take) =>
      getDb().companyRegistration.findMany({
        where: { ...search, ...condition },
        select: ADMIN_REGISTRATION_SELECT,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
      }),
  });
  const [duplicates, admins] = await Promise.all([
    findDuplicates(
      rows.map((row) => ({ kind: "registration" as const, id: row.id, email: row.email, status: row.status })),
    ),
    userEmails(rows.map((row) => row.processedBy)),
  ]);
  const items = rows.map((row) => ({
    ...row,
    duplicateOf: duplicateFor(duplicates, "registration", row.id),
    processedByEmail: row.processedBy === null ? null : (admins.get(row.processedBy) ?? null),
  }));
  return { items, total };
}

export interface RegistrationDecision {
  registration: AdminCompanyRegistrationRow;
  userId?: number;
  companyId?: number;
}

/**
 * Approves or rejects a pending registration in one transaction, audited. The conditional UPDATE
 * makes a concurrent second decision find the row no longer pending. Reject e-mails the reason;
 * approve creates the company user and a verified company and e-mails the 48-hour setup link.
 * @throws NotFoundError no such registration; ConflictError already processed, partner account exists, or the
 *   e-mail belongs to a non-company account.
 */
export async function decideCompanyRegistration(
  id: number,
  decision: { status: "approved" | "rejected"; notes?: string },
  actor: Pick<SessionUser, "id" | "role">,
): Promise<RegistrationDecision> {
  const { status } = decision;
  return getDb().$transaction(async (tx) => {
    const [registration] = await tx.companyRegistration.updateManyAndReturn({
      where: { id, status: REGISTRATION_STATUS_PENDING },
      data: {
        status,
        processedBy: actor.id,
        processedAt: new Date(),
        ...(decision.notes !== undefined ? { notes: decision.notes } : {}),
      },
      select: ADMIN_REGISTRATION_SELECT,
    });
    if (!registration) {
      const exists = await tx.companyRegistration.findUnique({ where: { id }, select: { id: true } });
      if (!exists) throw new NotFoundError("Firmenanmeldung nicht gefunden.");
      throw new ConflictError("Diese Firmenanmeldung wurde bereits bearbeitet.");
    }
    const audit = {
      actor,
      entityType: "company_registration",
      entityId: id,
      before: { status: REGISTRATION_STATUS_PENDING },
      after: { status },
      note: decision.notes,
    };
    if (status === "rejected") {
      await queueEmail(
        {
          ...applicationRejectedEmail({
            companyName: registration.companyName,
            contactPerson: registration.contactPerson,
            reason: decision.notes ?? "",
          }),
          to: registration.email,
          idempotencyKey: `registration-rejected-${id}`,
        },
        tx,
      );
      await recordAudit(tx, { ...audit, action: "registration.reject" });
      return { registration };
    }

    await assertNoPartnerAccount(tx, registration.email);
    const invitation = await inviteCompanyUser(
      {
        email: registration.email,
        companyName: registration.companyName,
        city: registration.city,
        contactInfo: `${registration.address}, ${registration.zipCode} ${registration.city}`,
        services: registration.services,
        zipCode: registration.zipCode.trim().slice(0, 10),
      },
      tx,
    );
    await queueEmail(
      {
        ...passwordSetupEmail({
          companyName: registration.companyName,
          setupUrl: invitation.setupUrl,
          validHours: 48,
          reason: "registration",
        }),
        to: registration.email,
        idempotencyKey: `registration-approved-${id}`,
        companyId: invitation.companyId,
      },
      tx,
    );
    await recordAudit(tx, {
      ...audit,
      action: "registration.approve",
      after: { status, userId: invitation.userId, companyId: invitation.companyId },
    });
    return { registration, userId: invitation.userId, companyId: invitation.companyId };
  });
}
