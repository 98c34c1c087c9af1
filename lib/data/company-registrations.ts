/**
 * Data access for company registrations from the partner landing page (table
 * `company_registrations`, authenticated-side.md §3). New registrations start as "pending"
 * (§4 "Company registration": pending → approved or rejected by the admin). The admin's list and
 * decision (approve: company user + verified company + password setup e-mail) are below.
 */
import "server-only";
import { queueNewApplicationAlert } from "@/lib/alerts/admin-alerts";
import { inviteCompanyUser } from "@/lib/data/users";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/outbox";
import { passwordSetupEmail } from "@/lib/email/templates";
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

/** Most registrations GET /api/admin/company-registrations returns (newest first). */
export const REGISTRATION_LIST_LIMIT = 500;

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
  createdAt: true,
} as const;

/** A registration as the admin table shows it (answer of GET /api/admin/company-registrations). */
export type AdminCompanyRegistrationRow = Prisma.CompanyRegistrationGetPayload<{ select: typeof ADMIN_REGISTRATION_SELECT }>;

/** The newest REGISTRATION_LIST_LIMIT registrations, newest first. */
export async function listCompanyRegistrations(): Promise<AdminCompanyRegistrationRow[]> {
  return getDb().companyRegistration.findMany({
    select: ADMIN_REGISTRATION_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: REGISTRATION_LIST_LIMIT,
  });
}

/** What deciding a registration did; the ids of the invited user and company when approved. */
export interface RegistrationDecision {
  registration: AdminCompanyRegistrationRow;
  userId?: number;
  companyId?: number;
}

/**
 * An admin approves or rejects a pending registration (§4: pending → approved or rejected), in ONE
 * transaction:
 * - the status changes only while it is "pending" (a conditional UPDATE: of two concurrent decisions
 *   the second waits for the first's row lock, then finds the row no longer pending);
 * - processedBy = the admin's user id, processedAt = now;
 * - approve also creates the company user and a verified company with the registration's name,
 *   city and services (`inviteCompanyUser`, 48 h setup token) and queues the password setup e-mail
 *   to the registration's address (outbox key `registration-approved-{id}`).
 * A rollback (e.g. the e-mail belongs to an admin) leaves registration, users, companies and outbox
 * unchanged.
 *
 * @throws ApiError 404 (no such registration), 409 (already processed, or the e-mail belongs to a
 *   non-company account).
 */
export async function decideCompanyRegistration(id: number, status: "approved" | "rejected", adminId: number): Promise<RegistrationDecision> {
  return getDb().$transaction(async (tx) => {
    const [registration] = await tx.companyRegistration.updateManyAndReturn({
      where: { id, status: REGISTRATION_STATUS_PENDING },
      data: { status, processedBy: adminId, processedAt: new Date() },
      select: ADMIN_REGISTRATION_SELECT,
    });
    if (!registration) {
      const exists = await tx.companyRegistration.findUnique({ where: { id }, select: { id: true } });
      if (!exists) throw new ApiError(404, "Firmenanmeldung nicht gefunden.");
      throw new ApiError(409, "Diese Firmenanmeldung wurde bereits bearbeitet.");
    }
    if (status === "rejected") return { registration };

    const invitation = await inviteCompanyUser(
      {
        email: registration.email,
        companyName: registration.companyName,
        city: registration.city,
        contactInfo: `${registration.address}, ${registration.zipCode} ${registration.city}`,
        services: registration.services,
      },
      tx,
    );
    await queueEmail(
      {
        ...passwordSetupEmail({ companyName: registration.companyName, setupUrl: invitation.setupUrl, validHours: 48, reason: "registration" }),
        to: registration.email,
        idempotencyKey: `registration-approved-${id}`,
      },
      tx,
    );
    return { registration, userId: invitation.userId, companyId: invitation.companyId };
  });
}
