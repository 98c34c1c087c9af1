/**
 * German e-mails about a new message in a project-room thread. Subjects carry no names; the company's
 * e-mail names the customer by first name only and carries no contact data.
 */
import { composeEmail, singleLine, type EmailContent } from "./templates";

export interface MessageToCustomerEmailInput {
  customerName: string;
  companyName: string;
  serviceLabel: string;
  zipCode: string;
  /** The sanitised plain-text message. */
  body: string;
  roomUrl: string;
}

/** To the customer: a company wrote in the project room; the text and the link to "Mein Projekt". */
export function messageToCustomerEmail(input: MessageToCustomerEmailInput): EmailContent {
  const company = singleLine(input.companyName);
  return composeEmail({
    subject: `Neue Nachricht zu Ihrer Anfrage: ${singleLine(input.serviceLabel)} in ${singleLine(input.zipCode)}`,
    heading: `Neue Nachricht von ${company}`,
    greeting: `Guten Tag ${singleLine(input.customerName)},`,
    intro: [`${company} hat Ihnen in „Mein Projekt“ geschrieben:`, input.body],
    link: {
      url: input.roomUrl,
      label: "Nachricht in Mein Projekt beantworten",
      textLead: "Antworten in Mein Projekt:",
    },
    outro: [
      "Weitere Nachrichten in dieser Unterhaltung melden wir Ihnen höchstens alle 15 Minuten per E-Mail. Der Link ist persönlich: Bitte geben Sie ihn nicht weiter.",
    ],
  });
}

export interface MessageToCompanyEmailInput {
  companyName: string;
  /** First name only, never the full name or contact data. */
  customerFirstName: string;
  serviceLabel: string;
  zipCode: string;
  body: string;
  leadUrl: string;
}

/** To a company: the customer of one of its leads wrote; the text and the link to the lead. */
export function messageToCompanyEmail(input: MessageToCompanyEmailInput): EmailContent {
  const service = singleLine(input.serviceLabel);
  const zip = singleLine(input.zipCode);
  return composeEmail({
    subject: `Neue Nachricht zur Anfrage: ${service} in ${zip}`,
    heading: "Neue Nachricht eines Kunden",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      `${singleLine(input.customerFirstName)} hat Ihnen zur Anfrage „${service}“ in ${zip} geschrieben:`,
      input.body,
    ],
    link: { url: input.leadUrl, label: "Im Dashboard antworten", textLead: "Zur Anfrage im Firmen-Dashboard:" },
    outro: ["Weitere Nachrichten in dieser Unterhaltung melden wir Ihnen höchstens alle 15 Minuten per E-Mail."],
  });
}

export interface ThreadReportedAlertInput {
  /** Who reported: the customer or the company. */
  reportedBy: "customer" | "company";
  projectId: number;
  companyName: string;
  /** The admin dashboard's project link. */
  url: string;
}

/** To the team: a thread was reported. Carries neither the messages nor the reason, only the link. */
export function threadReportedAlertEmail(input: ThreadReportedAlertInput): EmailContent {
  const company = singleLine(input.companyName);
  const who = input.reportedBy === "company" ? `Die Firma ${company}` : "Der Kunde";
  return composeEmail({
    subject: `Unterhaltung gemeldet: Projekt #${input.projectId}`,
    heading: "Gemeldete Unterhaltung",
    greeting: "Hallo,",
    intro: [`${who} hat die Unterhaltung zwischen Kunde und ${company} in Projekt #${input.projectId} gemeldet.`],
    link: { url: input.url, label: "Projekt im Admin-Dashboard öffnen", textLead: "Projekt öffnen:" },
    outro: [
      "Grund und Nachrichten sehen Sie im Admin-Dashboard unter „Verlauf“ des Projekts. Das Lesen wird protokolliert.",
    ],
  });
}
