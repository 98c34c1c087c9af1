/**
 * German e-mails of the admin's project operations (issue 13 §1). Like every template they return
 * `{ subject, text, html }`; values from users are HTML-escaped and kept on one line in the subject.
 * Deliberately no customer data (name, e-mail, phone, answers): only service, district and the
 * project number.
 */
import { districtLabel } from "@/lib/domain/vienna-districts";

import { paragraphsEmail, signature, singleLine, type EmailContent } from "./templates";

/** Input of `leadUnassignedEmail`. */
export interface LeadUnassignedEmailInput {
  companyName: string;
  /** The project number shown in the company's dashboard. */
  projectId: number;
  /** German service name, e.g. "Badsanierung". */
  serviceLabel: string;
  /** The project's postcode ("1070"). */
  district: string;
}

/**
 * To a company: the admin removed one of its leads (issue 13 §1 "Unassign"). The lead disappears
 * from its dashboard. The admin's reason is not quoted (it may name the customer).
 *
 * @returns subject "Anfrage zurückgezogen: {service} in {district}", text and escaped HTML.
 */
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
