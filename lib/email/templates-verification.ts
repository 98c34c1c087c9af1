/** German e-mails about a company's checks: leads paused (to the company) and the alert to the team. */
import { composeEmail, singleLine, type EmailContent } from "@/lib/email/templates";

export interface LeadsPausedEmailInput {
  companyName: string;
  /** German sentences, one per reason. */
  reasons: readonly string[];
  dashboardUrl: string;
}

/** To a company whose checks failed: why it gets no new leads and how to resume. */
export function leadsPausedEmail(input: LeadsPausedEmailInput): EmailContent {
  return composeEmail({
    subject: "Ihre Anfragen sind pausiert",
    heading: "Keine neuen Anfragen bis zur Klärung",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      `bei der regelmäßigen Prüfung Ihres Betriebs ist uns Folgendes aufgefallen:\n${input.reasons.map((reason) => `• ${singleLine(reason)}`).join("\n")}`,
      "Bis das geklärt ist, erhalten Sie keine neuen Anfragen. Ihre bestehenden Anfragen bearbeiten Sie wie gewohnt weiter.",
    ],
    link: { url: input.dashboardUrl, label: "Zum Firmen-Dashboard", textLead: "Zum Firmen-Dashboard:" },
    outro: [
      "Laden Sie eine neue Versicherungsbestätigung hoch oder antworten Sie auf diese E-Mail, wenn sich Ihre Gewerbeberechtigung oder UID geändert hat. Sobald die Prüfung wieder gültig ist, erhalten Sie wieder Anfragen.",
    ],
  });
}

export interface CompanyPausedAlertInput {
  companyName: string;
  reasons: readonly string[];
  url: string;
}

/** To the team: a company was paused by a failed check. */
export function companyPausedAlertEmail(input: CompanyPausedAlertInput): EmailContent {
  const name = singleLine(input.companyName);
  return composeEmail({
    subject: `Firma pausiert: ${name}`,
    heading: "Eine Firma erhält keine neuen Anfragen",
    greeting: "Hallo,",
    intro: [
      `${name} wurde durch eine fehlgeschlagene Prüfung pausiert:\n${input.reasons.map((reason) => `• ${singleLine(reason)}`).join("\n")}`,
    ],
    link: { url: input.url, label: "Firma im Admin-Dashboard öffnen", textLead: "Firma öffnen:" },
    outro: ["Die Firma wurde per E-Mail informiert."],
  });
}
