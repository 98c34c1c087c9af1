/**
 * Company registrations from the partner landing page: stored as "pending", then approved (company
 * user, verified company, setup e-mail) or rejected by an admin. spec: authenticated-side §4
 */
import "server-only";
import { escapeLike } from "@/lib/db/sql";
import { queueNewApplicationAlert } from "@/lib/alerts/admin-alerts";
import {
  decideApplication,
  listApplications,
  type ApplicationAccount,
  type ApplicationActor,
  type ApplicationDecisionInput,
  type ApplicationListQuery,
  type ApplicationListRow,
  type ApplicationTable,
} from "@/lib/data/application-decisions";
import { getDb } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CompanyRegistrationRequest } from "@/lib/validation/company-registration";
import { queueRegistrationChecks } from "@/lib/verification/checks";

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
        gisaNumber: input.gisaNumber,
        vatId: input.vatId ?? null,
        fnNumber: input.fnNumber ?? null,
        status: REGISTRATION_STATUS_PENDING,
      },
      select: { id: true },
    });
    // The register checks run as jobs once this commits (GISA, VIES and Firmenbuch where given).
    await queueRegistrationChecks(row.id, tx);
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

export type AdminCompanyRegistrationListRow = ApplicationListRow<AdminCompanyRegistrationRow>;

function registrationSearch(search: string | undefined): Prisma.CompanyRegistrationWhereInput {
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: "insensitive" as const };
  return { OR: [{ companyName: contains }, { contactPerson: contains }, { email: contains }] };
}

const REGISTRATIONS: ApplicationTable<
  AdminCompanyRegistrationRow,
  Prisma.CompanyRegistrationWhereInput,
  typeof ADMIN_REGISTRATION_SELECT
> = {
  kind: "registration",
  entityType: "company_registration",
  delegate: (db) => db.companyRegistration,
  select: ADMIN_REGISTRATION_SELECT,
  notFound: "Firmenanmeldung nicht gefunden.",
  alreadyDecided: "Diese Firmenanmeldung wurde bereits bearbeitet.",
  rejection: (row) => ({ to: row.email, companyName: row.companyName, contactPerson: row.contactPerson }),
  invitation: (row) => ({
    email: row.email,
    companyName: row.companyName,
    city: row.city,
    contactInfo: `${row.address}, ${row.zipCode} ${row.city}`,
    services: row.services,
    zipCode: row.zipCode.trim().slice(0, 10),
  }),
};

/**
 * One page of registrations, pending first, then newest, filtered by `status` and `search`, with the
 * exact `total`, `duplicateOf` (e-mail of a partner or earlier pending application) and the admin's e-mail.
 */
export async function listCompanyRegistrations(
  query: ApplicationListQuery,
): Promise<{ items: AdminCompanyRegistrationListRow[]; total: number }> {
  return listApplications(REGISTRATIONS, query, registrationSearch(query.search));
}

export type RegistrationDecision = { registration: AdminCompanyRegistrationRow } & ApplicationAccount;

/**
 * Approves or rejects a pending registration in one transaction, audited (see decideApplication).
 * Approve creates the company user and a verified company and e-mails the 48-hour setup link.
 * @throws NotFoundError no such registration; ConflictError already processed, partner account exists, or the
 *   e-mail belongs to a non-company account.
 */
export async function decideCompanyRegistration(
  id: number,
  decision: ApplicationDecisionInput,
  actor: ApplicationActor,
): Promise<RegistrationDecision> {
  const { row, ...account } = await decideApplication(REGISTRATIONS, id, decision, actor);
  return { registration: row, ...account };
}
