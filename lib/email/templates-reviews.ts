/** German e-mails of verified reviews; subjects never carry the customer's name. */
import { siteConfig } from "@/lib/config";

import { composeEmail, paragraphsEmail, signature, singleLine, type EmailContent } from "./templates";

export interface ReviewInvitationEmailInput {
  customerName: string;
  companyName: string;
  serviceLabel: string;
  reviewUrl: string;
  policyUrl: string;
}

/**
 * To the customer once the job is over: the single-use review link.
 * @throws Error when a link is not an absolute http(s) URL.
 */
export function reviewInvitationEmail(input: ReviewInvitationEmailInput): EmailContent {
  const company = singleLine(input.companyName);
  return composeEmail({
    subject: `Wie zufrieden waren Sie mit ${company}?`,
    heading: "Ihre Bewertung hilft anderen",
    greeting: `Guten Tag ${singleLine(input.customerName)},`,
    intro: [
      `Sie haben bestätigt, dass ${company} Ihren Auftrag „${singleLine(input.serviceLabel)}“ über ${siteConfig.name} erhalten hat. Wie zufrieden waren Sie?`,
      "Ihre Bewertung (1 bis 5 Sterne, ein Titel und ein kurzer Text) erscheint auf dem Profil des Betriebs als „Verifizierter Auftrag“ mit Monat und Leistung. Wir zeigen nur Ihren Vornamen und den ersten Buchstaben Ihres Nachnamens.",
    ],
    link: { url: input.reviewUrl, label: "Jetzt bewerten", textLead: "Jetzt bewerten:" },
    outro: [
      "Der Link ist persönlich und gilt für genau eine Bewertung: Bitte geben Sie ihn nicht weiter. Sie möchten nicht bewerten? Dann ignorieren Sie diese E-Mail einfach, wir erinnern Sie nicht erneut.",
      `So sammeln und prüfen wir Bewertungen: ${input.policyUrl}`,
    ],
  });
}

export interface NewReviewEmailInput {
  companyName: string;
  rating: number;
  title: string;
  dashboardUrl: string;
}

export function newReviewEmail(input: NewReviewEmailInput): EmailContent {
  return composeEmail({
    subject: `Neue Bewertung: ${input.rating} von 5 Sternen`,
    heading: "Sie haben eine neue Bewertung",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      `ein Kunde, dessen Auftrag Sie und der Kunde bestätigt haben, hat Sie bewertet: ${input.rating} von 5 Sternen, „${singleLine(input.title)}“.`,
      "Sie können auf jede Bewertung einmal öffentlich antworten. Die Antwort erscheint unter der Bewertung auf Ihrem Firmenprofil und kann danach nicht mehr geändert werden.",
    ],
    link: { url: input.dashboardUrl, label: "Bewertungen ansehen", textLead: "Ihre Bewertungen:" },
    outro: [],
  });
}

export interface ReviewReportDecisionEmailInput {
  decision: "kept" | "removed";
  reason: string;
  companyName: string;
  reviewTitle: string;
}

/** To a reporter who left an address: the decision and its reason (EU DSA Art. 16(5)). */
export function reviewReportDecisionEmail(input: ReviewReportDecisionEmailInput): EmailContent {
  const outcome =
    input.decision === "removed"
      ? "Wir haben die Bewertung geprüft und entfernt. Sie ist auf dem Firmenprofil nicht mehr sichtbar."
      : "Wir haben die Bewertung geprüft. Sie verstößt nach unserer Prüfung nicht gegen unsere Regeln und bleibt sichtbar.";
  return paragraphsEmail("Ihre Meldung einer Bewertung: Entscheidung", "Entscheidung zu Ihrer Meldung", [
    "Guten Tag,",
    `vielen Dank für Ihre Meldung der Bewertung „${singleLine(input.reviewTitle)}“ zu ${singleLine(input.companyName)}.`,
    outcome,
    `Begründung: ${input.reason}`,
    `Sie sind mit der Entscheidung nicht einverstanden? Schreiben Sie uns über das Kontaktformular auf ${siteConfig.url}/kontakt, wir prüfen sie dann erneut.`,
    signature(),
  ]);
}

export interface ReviewRemovedEmailInput {
  reason: string;
  companyName: string;
  reviewTitle: string;
}

/** To the author of a removed review: that and why (EU DSA Art. 17 statement of reasons). */
export function reviewRemovedEmail(input: ReviewRemovedEmailInput): EmailContent {
  return paragraphsEmail("Ihre Bewertung wurde entfernt", "Ihre Bewertung wurde entfernt", [
    "Guten Tag,",
    `Ihre Bewertung „${singleLine(input.reviewTitle)}“ zu ${singleLine(input.companyName)} wurde uns gemeldet. Wir haben sie geprüft und entfernt; sie ist auf dem Firmenprofil nicht mehr sichtbar.`,
    `Begründung: ${input.reason}`,
    `Sie sind mit der Entscheidung nicht einverstanden? Schreiben Sie uns über das Kontaktformular auf ${siteConfig.url}/kontakt, wir prüfen sie dann erneut.`,
    signature(),
  ]);
}
