/** German e-mails of admin project operations; no customer data, only service, district and project number. */
import { districtLabel } from "@/lib/domain/vienna-districts";

import { paragraphsEmail, signature, singleLine, type EmailContent } from "./templates";

export interface LeadUnassignedEmailInput {
  companyName: string;
  projectId: number;
  serviceLabel: string;
  /** Postcode, e.g. "1070". */
  district: string;
}

/** To a company whose lead the admin removed; the reason is not quoted (it may name the customer). */
export function leadUnassignedEmail(input: LeadUnassignedEmailInput): EmailContent {
  const place = districtLabel(input.district);
  const shortPlace = place.split(",")[0]!;
  const subject = `Anfrage zurückgezogen: ${singleLine(input.serviceLabel)} in ${singleLine(shortPlace)}`;
  const paragraphs = [
    `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    `die folgende Anfrage wurde Ihnen von unserem Team wieder entzogen:\nAnfrage: #${input.projectId}\nLeistung: ${singleLine(input.serviceLabel)}\nOrt: ${singleLine(place)}`,
    "Die Anfrage wird in Ihrem Firmen-Dashboard nicht mehr angezeigt. Bitte kontaktieren Sie den Kunden in dieser Sache nicht mehr. Bei Fragen antworten Sie einfach auf diese E-Mail.",
    signature(),
  ];
  return paragraphsEmail(subject, "Anfrage zurückgezogen", paragraphs);
}
