/** German e-mails about site visits; times arrive formatted in Vienna time, subjects carry no names. */
import type { SiteVisitChangeKind, SiteVisitParty } from "@/lib/domain/site-visits";
import { composeEmail, singleLine, type EmailContent } from "./templates";

interface VisitEmailBase {
  /** Who receives it: decides greeting and wording. */
  recipient: SiteVisitParty;
  customerName: string;
  companyName: string;
  serviceLabel: string;
  zipCode: string;
  /** The room link (customer) or the lead in the dashboard (company). */
  url: string;
}

function greeting(input: VisitEmailBase): string {
  return input.recipient === "customer"
    ? `Guten Tag ${singleLine(input.customerName)},`
    : `Sehr geehrtes Team von ${singleLine(input.companyName)},`;
}

function request(input: VisitEmailBase): string {
  return `${singleLine(input.serviceLabel)} in ${singleLine(input.zipCode)}`;
}

function link(input: VisitEmailBase, customerLabel: string) {
  return input.recipient === "customer"
    ? { url: input.url, label: customerLabel, textLead: "Zu Ihrem Projekt:" }
    : { url: input.url, label: "Anfrage öffnen", textLead: "Zur Anfrage im Firmenbereich:" };
}

/** To the customer: a company proposes slots (`times`, formatted) for a site visit; `reason` when it moved one. */
export function visitProposedEmail(input: VisitEmailBase & { times: string[]; reason?: string | null }): EmailContent {
  const company = singleLine(input.companyName);
  return composeEmail({
    subject: `Terminvorschläge für eine Besichtigung: ${request(input)}`,
    heading: `${company} möchte Sie besuchen`,
    greeting: greeting(input),
    intro: [
      input.reason
        ? `${company} muss den vereinbarten Termin verschieben („${singleLine(input.reason)}“) und schlägt neue vor:`
        : `${company} schlägt folgende Termine für eine Besichtigung vor:`,
      input.times.map((time) => `• ${time}`).join("\n"),
      "Wählen Sie in „Mein Projekt“ den passenden Termin oder bitten Sie um andere.",
    ],
    link: link(input, "Termin auswählen"),
    outro: ["Der Link ist persönlich: Bitte geben Sie ihn nicht weiter."],
  });
}

/** To either party: the visit is booked for `time`; the .ics invitation is attached by the caller. */
export function visitBookedEmail(input: VisitEmailBase & { time: string; address: string }): EmailContent {
  const other = input.recipient === "customer" ? singleLine(input.companyName) : singleLine(input.customerName);
  return composeEmail({
    subject: `Besichtigung gebucht: ${request(input)}`,
    heading: "Besichtigung gebucht",
    greeting: greeting(input),
    intro: [
      input.recipient === "customer"
        ? `Sie haben die Besichtigung mit ${other} gebucht: am ${input.time}.`
        : `${other} hat Ihren Terminvorschlag angenommen: am ${input.time}.`,
      `Ort: ${singleLine(input.address)}`,
      ...(input.recipient === "company" ? ["Telefon und E-Mail des Kunden sehen Sie jetzt in der Anfrage."] : []),
      "Die Kalendereinladung liegt bei. Wir erinnern Sie 24 Stunden vorher noch einmal.",
    ],
    link: link(input, "Projekt öffnen"),
    outro: ["Verschieben oder absagen können Sie jederzeit mit einer kurzen Begründung."],
  });
}

const CHANGE_SUBJECT: Record<SiteVisitChangeKind, string> = {
  moved: "Besichtigung verschoben",
  others: "Bitte um andere Termine",
  cancelled: "Besichtigung abgesagt",
};

/**
 * To the other party: `by` moved the booked visit, asked for other times or cancelled, with the reason.
 * `time` is the time given up (formatted), when one was booked.
 */
export function visitChangedEmail(
  input: VisitEmailBase & { by: SiteVisitParty; kind: SiteVisitChangeKind; reason: string; time: string | null },
): EmailContent {
  const actor = input.by === "customer" ? "Der Kunde" : singleLine(input.companyName);
  const what: Record<SiteVisitChangeKind, string> = {
    moved: `${actor} muss den Termin${input.time ? ` am ${input.time}` : ""} verschieben.`,
    others: `${actor} bittet um andere Termine für die Besichtigung.`,
    cancelled: `${actor} hat die Besichtigung${input.time ? ` am ${input.time}` : ""} abgesagt.`,
  };
  const next =
    input.kind === "cancelled"
      ? "Der Termin findet nicht statt."
      : input.recipient === "company"
        ? "Bitte schlagen Sie im Firmenbereich neue Termine vor."
        : `${singleLine(input.companyName)} schlägt Ihnen neue Termine vor; Sie erhalten dazu eine E-Mail.`;
  return composeEmail({
    subject: `${CHANGE_SUBJECT[input.kind]}: ${request(input)}`,
    heading: CHANGE_SUBJECT[input.kind],
    greeting: greeting(input),
    intro: [
      what[input.kind],
      `Begründung: „${singleLine(input.reason)}“`,
      next,
      ...(input.time ? ["Die Absage für Ihren Kalender liegt bei."] : []),
    ],
    link: link(input, "Projekt öffnen"),
    outro: [],
  });
}

/** To either party, about 24 hours ahead: the booked visit at `time`. */
export function visitReminderEmail(input: VisitEmailBase & { time: string; address: string }): EmailContent {
  const other = input.recipient === "customer" ? singleLine(input.companyName) : singleLine(input.customerName);
  return composeEmail({
    subject: `Erinnerung an die Besichtigung: ${request(input)}`,
    heading: "Erinnerung an die Besichtigung",
    greeting: greeting(input),
    intro: [
      `Zur Erinnerung: Die Besichtigung mit ${other} ist am ${input.time}.`,
      `Ort: ${singleLine(input.address)}`,
      "Falls etwas dazwischenkommt, verschieben oder sagen Sie den Termin bitte rechtzeitig ab.",
    ],
    link: link(input, "Projekt öffnen"),
    outro: [],
  });
}

/** To the party who moved or cancelled a booked visit: confirmation with the calendar cancellation attached. */
export function visitChangeConfirmationEmail(
  input: VisitEmailBase & { kind: SiteVisitChangeKind; time: string },
): EmailContent {
  const other = input.recipient === "customer" ? singleLine(input.companyName) : "Der Kunde";
  return composeEmail({
    subject: `${input.kind === "cancelled" ? "Absage bestätigt" : "Verschiebung bestätigt"}: ${request(input)}`,
    heading: input.kind === "cancelled" ? "Besichtigung abgesagt" : "Termin freigegeben",
    greeting: greeting(input),
    intro: [
      input.kind === "cancelled"
        ? `Sie haben die Besichtigung am ${input.time} abgesagt. ${other} wurde informiert.`
        : `Sie haben den Termin am ${input.time} freigegeben. ${other} wurde informiert.`,
      "Die Absage für Ihren Kalender liegt bei.",
    ],
    link: link(input, "Projekt öffnen"),
    outro: [],
  });
}
