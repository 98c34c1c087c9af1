/**
 * What a company may see of a customer's contact data: everything once the customer released it to
 * that company, else only the first name. The one rule every company-facing path (list, details,
 * e-mails) goes through.
 */
import { LEAD_ERASED_LABEL } from "./company-lead";

/** The customer's contact data as stored on the project. */
export interface LeadContactSource {
  name: string;
  email: string;
  phone: string;
  /** Street address, where one is stored. */
  address?: string | null;
  erasedAt?: Date | string | null;
}

export interface LeadContactView {
  /** Full name once released, else the first name; LEAD_ERASED_LABEL after the customer erased the data. */
  name: string;
  /** Empty unless released (and not erased). */
  email: string;
  phone: string;
  address: string;
  contactReleased: boolean;
  /** ISO instant of the release; null when not released. */
  contactReleasedAt: string | null;
}

/** The first word of a name ("Anna Maria Huber" → "Anna"); "" for a blank name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** Whether an assignment's `releasedAt` (null: not yet) lets the company see the contact data. */
export function isContactReleased(releasedAt: Date | string | null): releasedAt is Date | string {
  return releasedAt !== null && !Number.isNaN(new Date(releasedAt).getTime());
}

/**
 * The contact data a company may see of `project`, given its assignment's `releasedAt` (null: the customer
 * has not released it to this company). Erased data stay erased even when released earlier.
 */
export function leadContactView(project: LeadContactSource, releasedAt: Date | string | null): LeadContactView {
  const released = isContactReleased(releasedAt);
  const contactReleasedAt = released ? new Date(releasedAt).toISOString() : null;
  if (project.erasedAt) {
    return { name: LEAD_ERASED_LABEL, email: "", phone: "", address: "", contactReleased: released, contactReleasedAt };
  }
  if (!released) {
    return {
      name: firstName(project.name),
      email: "",
      phone: "",
      address: "",
      contactReleased: false,
      contactReleasedAt,
    };
  }
  return {
    name: project.name,
    email: project.email,
    phone: project.phone,
    address: project.address ?? "",
    contactReleased: true,
    contactReleasedAt,
  };
}
