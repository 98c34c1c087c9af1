/**
 * Data access for company registrations from the partner landing page (table
 * `company_registrations`, authenticated-side.md §3). New registrations start as "pending"
 * (§4 "Company registration": pending → approved or rejected by the admin). The admin's list and
 * decision (approve: company user + verified company + password setup e-mail) are below.
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
import { ApiError } from "@/lib/http/api-error";
import type { CompanyRegistrationRequest } from "@/lib/validation/company-registration";

/** Status of a registration that no admin has processed yet. */
export const REGISTRATION_STATUS_PENDING = "pending";

/**
 * Stores a validated registration (the honeypot field is not stored) with status "pending" and
 * returns the new row's id.
 */
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
    // The team hears of it by e-mail (issue 13 §9), stored together with the registration.
    await queueNewApplicationAlert(tx, "registration", row.id, input.companyName);
    return row.id;
  });
}

// ---------------------------------------------------------------------------------------------
// Admin: list and decide (authenticated-side.md §2 "Company registrations", §4, §7; issue 5 "Approvals")
// ---------------------------------------------------------------------------------------------

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

/** A registration as stored (decision answers). */
export type AdminCompanyRegistrationRow = Prisma.CompanyRegistrationGetPayload<{
  select: typeof ADMIN_REGISTRATION_SELECT;
}>;

/** A registration as the admin table shows it: plus its duplicate mark and the deciding admin's e-mail. */
export type AdminCompanyRegistrationListRow = AdminCompanyRegistrationRow & {
  duplicateOf: DuplicateOf | null;
  processedByEmail: string | null;
};

/** Search condition of the admin lists: company name, contact person or e-mail contain the term (any case). */
function registrationSearch(search: string | undefined): Prisma.CompanyRegistrationWhereInput {
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: "insensitive" as const };
  return { OR: [{ companyName: contains }, { contactPerson: contains }, { email: contains }] };
}

/**
 * One page of registrations (issue 13 §7): pending first, then newest first; filtered by `status`
 * (undefined: all) and `search` (company name, contact person, e-mail; case-insensitive); `total`
 * is the exact number of matching rows. Each row has `duplicateOf` (issue 13 §4: pending and the
 * e-mail is a partner's or an earlier pending application's) and `processedByEmail`.
 *
 * @param query page ≥ 1, pageSize (the route allows 1–100).
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

/** What deciding a registration did; the ids of the invited user and company when approved. */
export interface RegistrationDecision {
  registration: AdminCompanyRegistrationRow;
  userId?: number;
  companyId?: number;
}

/**
 * An admin approves or rejects a pending registration (§4: pending → approved or rejected), in ONE
 * transaction with its audit row ("registration.approve" / "registration.reject", before/after
 * status):
 * - the status changes only while it is "pending" (a conditional UPDATE: of two concurrent decisions
 *   the second waits for the first's row lock, then finds the row no longer pending);
 * - processedBy = the admin's user id, processedAt = now, notes = the reason / note;
 * - reject queues the applicant's e-mail with the reason (outbox key `registration-rejected-{id}`);
 * - approve refuses (409) when a partner account with the e-mail exists (a duplicate, issue 13 §4),
 *   else creates the company user and a verified company with the registration's name, city
 *   and services (`inviteCompanyUser`, 48 h setup token) and queues the password setup e-mail
 *   (outbox key `registration-approved-{id}`).
 * A rollback leaves registration, users, companies, outbox and audit log unchanged.
 *
 * @throws ApiError 404 (no such registration), 409 (already processed, a partner account with the
 *   e-mail exists, or the e-mail belongs to a non-company account).
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
      if (!exists) throw new ApiError(404, "Firmenanmeldung nicht gefunden.");
      throw new ApiError(409, "Diese Firmenanmeldung wurde bereits bearbeitet.");
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
