/** German e-mails of commission invoices and credit notes; the outbox attaches the stored PDF. */
import { formatCents } from "@/lib/domain/format";
import { formatPeriod, PAYMENT_TERM_DAYS } from "@/lib/domain/invoices";
import { formatViennaDate } from "@/lib/time/vienna";

import { composeEmail, singleLine, type EmailContent } from "./templates";

export interface InvoiceIssuedEmailInput {
  companyName: string;
  number: string;
  periodStart: string;
  periodEnd: string;
  grossCents: number;
  dueAt: Date;
  jobs: number;
  invoicesUrl: string;
}

/** To the company on the 1st: its commission invoice for the previous month. */
export function invoiceIssuedEmail(input: InvoiceIssuedEmailInput): EmailContent {
  const jobs = input.jobs === 1 ? "einen bestätigten Auftrag" : `${input.jobs} bestätigte Aufträge`;
  return composeEmail({
    subject: `Ihre Provisionsrechnung ${input.number}`,
    heading: `Provisionsrechnung ${input.number}`,
    greeting: `Guten Tag ${singleLine(input.companyName)},`,
    intro: [
      `im Anhang finden Sie Ihre Provisionsrechnung ${input.number} für den Zeitraum ${formatPeriod(input.periodStart, input.periodEnd)} über ${jobs}.`,
      `Gesamtbetrag: ${formatCents(input.grossCents)} (inkl. 20 % USt), ` +
        `zahlbar innerhalb von ${PAYMENT_TERM_DAYS} Tagen bis ${formatViennaDate(input.dueAt)}. ` +
        "Die Bankverbindung steht auf der Rechnung; bitte geben Sie die Rechnungsnummer als Verwendungszweck an.",
    ],
    link: { url: input.invoicesUrl, label: "Rechnungen ansehen", textLead: "Alle Rechnungen in Ihrem Dashboard:" },
    outro: [
      "Stimmt ein Auftrag nicht? Antworten Sie uns bitte: Wir prüfen ihn und stellen gegebenenfalls eine Gutschrift aus.",
    ],
  });
}

export interface CreditNoteIssuedEmailInput {
  companyName: string;
  number: string;
  invoiceNumber: string;
  /** Positive cents. */
  grossCents: number;
  reason: string;
  invoicesUrl: string;
}

export function creditNoteIssuedEmail(input: CreditNoteIssuedEmailInput): EmailContent {
  return composeEmail({
    subject: `Gutschrift ${input.number} zu Rechnung ${input.invoiceNumber}`,
    heading: `Gutschrift ${input.number}`,
    greeting: `Guten Tag ${singleLine(input.companyName)},`,
    intro: [
      `wir haben Ihre Rechnung ${input.invoiceNumber} korrigiert und Ihnen ${formatCents(input.grossCents)} (inkl. 20 % USt) gutgeschrieben. Die Gutschrift ${input.number} finden Sie im Anhang.`,
      `Grund: ${input.reason}`,
    ],
    link: {
      url: input.invoicesUrl,
      label: "Rechnungen ansehen",
      textLead: "Alle Rechnungen und Gutschriften in Ihrem Dashboard:",
    },
    outro: [],
  });
}
