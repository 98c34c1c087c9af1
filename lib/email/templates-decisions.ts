/** German e-mails of admin decisions on applications and advertising requests; no internal details. */
import { siteConfig } from "@/lib/config";

import { paragraphsEmail, signature, singleLine, type EmailContent } from "./templates";

export interface ApplicationRejectedEmailInput {
  /** May be empty (onboarding forms). */
  companyName: string;
  contactPerson?: string | null;
  reason: string;
}

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

export interface AdvertisingDecisionEmailInput {
  companyName: string;
  category: string;
  status: "approved" | "rejected";
}

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
