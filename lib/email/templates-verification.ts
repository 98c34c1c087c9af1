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

export interface InsuranceReminderEmailInput {
  companyName: string;
  insurer: string;
  /** Formatted expiry day, e.g. "31.03.2027". */
  validUntil: string;
  daysLeft: number;
  dashboardUrl: string;
}

/** To a company whose accepted insurance confirmation expires in `daysLeft` days (sent at 30 and 7 days). */
export function insuranceReminderEmail(input: InsuranceReminderEmailInput): EmailContent {
  const days = input.daysLeft === 1 ? "einem Tag" : `${input.daysLeft} Tagen`;
  return composeEmail({
    subject: `Ihre Haftpflichtversicherung läuft in ${days} ab`,
    heading: "Bitte laden Sie eine neue Versicherungsbestätigung hoch",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      `die Bestätigung Ihrer Betriebshaftpflicht bei ${singleLine(input.insurer)} gilt bis ${input.validUntil}.`,
      "Ab dem Tag nach Ablauf erhalten Sie keine neuen Anfragen, bis wir eine neue Bestätigung angenommen haben. Laden Sie die Bestätigung für die Verlängerung am besten gleich hoch.",
    ],
    link: { url: input.dashboardUrl, label: "Bestätigung hochladen", textLead: "Bestätigung hochladen:" },
    outro: ["Wenn Sie die neue Bestätigung schon hochgeladen haben, prüfen wir sie in Kürze."],
  });
}

export interface InsuranceRejectedEmailInput {
  companyName: string;
  insurer: string;
  reason: string;
  dashboardUrl: string;
}

/** To a company whose uploaded insurance confirmation was not accepted, with the team's reason. */
export function insuranceRejectedEmail(input: InsuranceRejectedEmailInput): EmailContent {
  return composeEmail({
    subject: "Ihre Versicherungsbestätigung wurde nicht angenommen",
    heading: "Bitte laden Sie eine andere Bestätigung hoch",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      `die hochgeladene Bestätigung (${singleLine(input.insurer)}) konnten wir nicht annehmen. Grund: ${singleLine(input.reason)}`,
    ],
    link: { url: input.dashboardUrl, label: "Neue Bestätigung hochladen", textLead: "Neue Bestätigung hochladen:" },
    outro: ["Bei Fragen antworten Sie einfach auf diese E-Mail."],
  });
}

export interface InsuranceSubmittedAlertInput {
  companyName: string;
  insurer: string;
  validUntil: string;
  url: string;
}

/** To the team: a company uploaded an insurance confirmation that waits for a decision. */
export function insuranceSubmittedAlertEmail(input: InsuranceSubmittedAlertInput): EmailContent {
  const name = singleLine(input.companyName);
  return composeEmail({
    subject: `Versicherungsbestätigung zu prüfen: ${name}`,
    heading: "Neue Versicherungsbestätigung",
    greeting: "Hallo,",
    intro: [
      `${name} hat eine Bestätigung von ${singleLine(input.insurer)} hochgeladen, gültig bis ${input.validUntil}.`,
    ],
    link: { url: input.url, label: "Firma im Admin-Dashboard öffnen", textLead: "Firma öffnen:" },
    outro: ["Bitte prüfen Sie die Datei und nehmen Sie sie an oder lehnen Sie sie mit Grund ab."],
  });
}
