/**
 * Data access for company registrations from the partner landing page (table
 * `company_registrations`, authenticated-side.md §3). New registrations start as "pending"
 * (§4 "Company registration": pending → approved or rejected by the admin).
 */
import "server-only";
import { getDb } from "@/lib/db";
import type { CompanyRegistrationRequest } from "@/lib/validation/company-registration";

/** Status of a registration that no admin has processed yet. */
export const REGISTRATION_STATUS_PENDING = "pending";

/**
 * Stores a validated registration (the honeypot field is not stored) with status "pending" and
 * returns the new row's id.
 */
export async function createCompanyRegistration(input: CompanyRegistrationRequest): Promise<number> {
  const row = await getDb().companyRegistration.create({
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
  return row.id;
}
