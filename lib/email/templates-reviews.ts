/**
 * German e-mails of the verified reviews (issue 15 §4): the invitation to the customer, the note
 * to the company about a new review, and the moderation decisions (EU Digital Services Act Art. 16(5)
 * to the reporter, Art. 17 statement of reasons to the author). Like every template they return
 * `{ subject, text, html }`; values from users are HTML-escaped and kept on one line in the subject.
 * Subjects never carry the customer's name.
 */
import { siteConfig } from "@/lib/config";

import { composeEmail, paragraphsEmail, signature, singleLine, type EmailContent } from "./templates";

/** Input of `reviewInvitationEmail`. */
export interface ReviewInvitationEmailInput {
  customerName: string;
  companyName: string;
  /** German service name, e.g. "Malerarbeiten". */
  serviceLabel: string;
  /** Absolute URL of the single-use review link (`${SITE_URL}/bewertung/{token}`). */
  reviewUrl: string;
  /** Absolute URL of the page on how reviews are collected and checked (/bewertungen). */
  policyUrl: string;
}

/**
 * To the customer once the job is over (issue 15 §4): one request to review the company through a
 * single-use link. Only customers whose hire both sides confirmed receive it.
 *
 * @returns subject "Wie zufrieden waren Sie mit {company}?", text and escaped HTML.
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

/** Input of `newReviewEmail`. */
export interface NewReviewEmailInput {
  companyName: string;
  rating: number;
  title: string;
  /** Absolute URL of /company-dashboard/bewertungen. */
  dashboardUrl: string;
}

/**
 * To the company after a customer reviewed it: the stars and the title, and where it can answer
 * once, publicly.
 *
 * @returns subject "Neue Bewertung: {n} von 5 Sternen", text and escaped HTML.
 */
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

/** Input of `reviewReportDecisionEmail`. */
export interface ReviewReportDecisionEmailInput {
  decision: "kept" | "removed";
  /** The admin's reason (stored with the decision). */
  reason: string;
  companyName: string;
  reviewTitle: string;
}

/**
 * To a reporter who left an address (EU DSA Art. 16(5)): the decision on their notice and its reason.
 *
 * @returns subject "Ihre Meldung einer Bewertung: Entscheidung", text and escaped HTML.
 */
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

/** Input of `reviewRemovedEmail`. */
export interface ReviewRemovedEmailInput {
  reason: string;
  companyName: string;
  reviewTitle: string;
}

/**
 * To the author of a removed review, while their project still exists (EU DSA Art. 17 statement of
 * reasons): that the review was removed after a report, and why.
 *
 * @returns subject "Ihre Bewertung wurde entfernt", text and escaped HTML.
 */
export function reviewRemovedEmail(input: ReviewRemovedEmailInput): EmailContent {
  return paragraphsEmail("Ihre Bewertung wurde entfernt", "Ihre Bewertung wurde entfernt", [
    "Guten Tag,",
    `Ihre Bewertung „${singleLine(input.reviewTitle)}“ zu ${singleLine(input.companyName)} wurde uns gemeldet. Wir haben sie geprüft und entfernt; sie ist auf dem Firmenprofil nicht mehr sichtbar.`,
    `Begründung: ${input.reason}`,
    `Sie sind mit der Entscheidung nicht einverstanden? Schreiben Sie uns über das Kontaktformular auf ${siteConfig.url}/kontakt, wir prüfen sie dann erneut.`,
    signature(),
  ]);
}
