/** German e-mails about companies' structured offers. Subjects carry no names. */
import { formatCents } from "@/lib/domain/format";
import { formatIsoDay } from "@/lib/time/vienna";
import { composeEmail, singleLine, type EmailContent } from "./templates";

export interface NewOfferEmailInput {
  customerName: string;
  companyName: string;
  serviceLabel: string;
  zipCode: string;
  /** 1 for the first offer, more for a replacement. */
  version: number;
  grossCents: number;
  /** ISO day (Vienna). */
  validUntil: string;
  /** The room link to the offers section. */
  roomUrl: string;
}

/** To the customer: a company sent (or replaced) its offer; total, validity and the link to "Mein Projekt". */
export function newOfferEmail(input: NewOfferEmailInput): EmailContent {
  const company = singleLine(input.companyName);
  const replaced = input.version > 1;
  return composeEmail({
    subject: `Neues Angebot zu Ihrer Anfrage: ${singleLine(input.serviceLabel)} in ${singleLine(input.zipCode)}`,
    heading: `Neues Angebot von ${company}`,
    greeting: `Guten Tag ${singleLine(input.customerName)},`,
    intro: [
      replaced
        ? `${company} hat Ihr Angebot überarbeitet (Version ${input.version}); die neue Version ersetzt die frühere.`
        : `${company} hat Ihnen in „Mein Projekt“ ein Angebot gesendet.`,
      `Gesamtpreis: ${formatCents(input.grossCents)} brutto (inkl. 20 % USt.), ` +
        `gültig bis ${formatIsoDay(input.validUntil)}.`,
    ],
    link: { url: input.roomUrl, label: "Angebot ansehen und vergleichen", textLead: "Zum Angebot in Mein Projekt:" },
    outro: [
      "Sie können die Angebote aller Firmen in Mein Projekt nebeneinander vergleichen. " +
        "Der Link ist persönlich: Bitte geben Sie ihn nicht weiter.",
    ],
  });
}
