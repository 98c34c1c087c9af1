/** The company as an offer names it: the columns to select and the identity shown, printed and e-mailed to. */
import type { OfferCompanyIdentity } from "@/lib/domain/company-offer-types";

/** Prisma `select` of a company for `offerCompanyIdentity`. */
export const OFFER_COMPANY_SELECT = {
  id: true,
  name: true,
  street: true,
  zipCode: true,
  city: true,
  contactEmail: true,
  contactPhone: true,
  vatId: true,
  gisaNumber: true,
  user: { select: { email: true } },
} as const;

/**
 * Name, one-line address, e-mail (the contact address, else the login's), phone, UID and GISA number of a company
 * selected with OFFER_COMPANY_SELECT.
 */
export function offerCompanyIdentity(company: {
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string;
  contactEmail: string | null;
  contactPhone: string | null;
  vatId: string | null;
  gisaNumber: string | null;
  user: { email: string } | null;
}): OfferCompanyIdentity {
  const place = [company.zipCode, company.city].filter(Boolean).join(" ");
  return {
    name: company.name,
    address: company.street ? [company.street, place].filter(Boolean).join(", ") : null,
    email: company.contactEmail?.trim() || company.user?.email || null,
    phone: company.contactPhone,
    vatId: company.vatId,
    gisaNumber: company.gisaNumber,
  };
}
