/**
 * German e-mails of the admin's decisions on applications and advertising requests (issue 13 §4):
 * a rejected registration or onboarding form (with the admin's reason) and the outcome of an
 * advertising request. Like every template they return `{ subject, text, html }`; values from users
 * are HTML-escaped and kept on one line in the subject. No internal details (who decided, ids of
 * other records) are included.
 */
import { siteConfig } from "@/lib/config";

import { paragraphsEmail, signature, singleLine, type EmailContent } from "./templates";

/** Input of `applicationRejectedEmail`. */
export interface ApplicationRejectedEmailInput {
  /** The applicant's company name; may be empty (onboarding forms). */
  companyName: string;
  /** The contact person, when known. */
  contactPerson?: string | null;
  /** The admin's reason (3–1000 characters), quoted as written. */
  reason: string;
}

/**
 * To an applicant: the registration or partner onboarding was declined, with the reason.
 *
 * @returns subject "Ihre Partner-Anmeldung bei {brand}", text and escaped HTML.
 */
export function applicationRejectedEmail(input: ApplicationRejectedEmailInput): EmailContent {
  const person = input.contactPerson?.trim();
  const company = input.companyName.trim();
  const greeting = person ? `Guten Tag ${singleLine(person)},` : "Guten Tag,";
  const about = company
    ? `die Anmeldung von ${singleLine(company)} als Partnerbetrieb`
    : "Ihre Anmeldung als Partnerbetrieb";
  return paragraphsEmail(`Ihre Partner-Anmeldung bei ${siteConfig.name}`, "Ihre Partner-Anmeldung", [
    greeting,
    `vielen Dank für Ihr Interesse an ${siteConfig.name}. Leider können wir ${about} derzeit nicht annehmen.`,
    `Begründung:\n${input.reason.trim()}`,
    "Wenn sich an den genannten Punkten etwas ändert, freuen wir uns über eine neue Anmeldung. Bei Fragen antworten Sie einfach auf diese E-Mail.",
    signature(),
  ]);
}

/** Input of `advertisingDecisionEmail`. */
export interface AdvertisingDecisionEmailInput {
  companyName: string;
  /** The requested category as the company entered it. */
  category: string;
  status: "approved" | "rejected";
}

/**
 * To a company: the outcome of its advertising request.
 *
 * @returns subject "Ihre Werbeanfrage wurde genehmigt|abgelehnt", text and escaped HTML.
 */
export function advertisingDecisionEmail(input: AdvertisingDecisionEmailInput): EmailContent {
  const approved = input.status === "approved";
  const subject = approved ? "Ihre Werbeanfrage wurde genehmigt" : "Ihre Werbeanfrage wurde abgelehnt";
  return paragraphsEmail(subject, subject, [
    `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    approved
      ? `Ihre Werbeanfrage für „${singleLine(input.category)}“ wurde genehmigt. Wir melden uns zur weiteren Abstimmung bei Ihnen.`
      : `Ihre Werbeanfrage für „${singleLine(input.category)}“ können wir leider nicht berücksichtigen.`,
    "Den Status Ihrer Anfragen sehen Sie jederzeit in Ihrem Firmen-Dashboard unter „Werbung“. Bei Fragen antworten Sie einfach auf diese E-Mail.",
    signature(),
  ]);
}
