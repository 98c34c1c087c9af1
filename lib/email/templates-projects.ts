/** German e-mails of admin project operations; no customer data, only service, district and project number. */
import { districtLabel } from "@/lib/domain/vienna-districts";

import { composeEmail, paragraphsEmail, signature, singleLine, type EmailContent } from "./templates";

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

export interface ContactReleasedEmailInput {
  companyName: string;
  projectId: number;
  serviceLabel: string;
  /** Postcode, e.g. "1070". */
  district: string;
  /** Absolute link to the lead in the company dashboard. */
  leadUrl: string;
}

/** To a company: the customer released name, phone, e-mail and address to it (none of them quoted here). */
export function contactReleasedEmail(input: ContactReleasedEmailInput): EmailContent {
  const place = districtLabel(input.district);
  const shortPlace = place.split(",")[0]!;
  return composeEmail({
    subject: `Kontaktdaten freigegeben: ${singleLine(input.serviceLabel)} in ${singleLine(shortPlace)}`,
    heading: "Kontaktdaten freigegeben",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      `der Kunde hat Ihnen seine Kontaktdaten freigegeben:\nAnfrage: #${input.projectId}\nLeistung: ${singleLine(input.serviceLabel)}\nOrt: ${singleLine(place)}`,
      "Name, Telefonnummer und E-Mail-Adresse finden Sie jetzt bei der Anfrage in Ihrem Firmen-Dashboard.",
    ],
    link: { url: input.leadUrl, label: "Anfrage im Dashboard ansehen", textLead: "Zur Anfrage:" },
    outro: [
      "Bitte nehmen Sie innerhalb von 24 Stunden Kontakt mit dem Kunden auf und halten Sie den Status der Anfrage im Dashboard aktuell.",
    ],
  });
}
