/**
 * German e-mails to the customer about "Mein Projekt", and to the companies of a withdrawn project.
 * Subjects never carry the customer's name (outbox rows keep their subject readable).
 */
import { siteConfig } from "@/lib/config";
import { CONTACT_RELEASE_TEXTS } from "@/lib/domain/contact-release-texts";
import { districtLabel } from "@/lib/domain/vienna-districts";
import type { ContactReleaseMode } from "@/lib/validation/settings";

import {
  composeEmail,
  escapeHtml,
  htmlParagraph,
  layout,
  paragraphsEmail,
  signature,
  singleLine,
  type EmailContent,
} from "./templates";

export interface ProjectConfirmationEmailInput {
  customerName: string;
  serviceLabel: string;
  zipCode: string;
  answers: readonly { label: string; value: string }[];
  companiesPerLead: number;
  /** "kunde": the customer releases the contact data in the room; absent: "sofort". */
  contactRelease?: ContactReleaseMode;
  roomUrl: string;
}

/**
 * To the customer after submitting: answers, next steps and the link to "Mein Projekt".
 * @throws Error when `roomUrl` is not an absolute http(s) URL.
 */
export function projectConfirmationEmail(input: ProjectConfirmationEmailInput): EmailContent {
  const summary = [
    `Leistung: ${singleLine(input.serviceLabel)}`,
    `Ort: ${singleLine(districtLabel(input.zipCode))}`,
    ...input.answers.map((row) => `${singleLine(row.label)}: ${singleLine(row.value)}`),
  ].join("\n");
  return composeEmail({
    subject: `Ihre Anfrage: ${singleLine(input.serviceLabel)} in ${singleLine(input.zipCode)}`,
    heading: "Ihre Anfrage ist eingegangen",
    greeting: `Guten Tag ${singleLine(input.customerName)},`,
    intro: [
      `vielen Dank für Ihre Anfrage bei ${siteConfig.name}. Das haben Sie uns mitgeteilt:`,
      summary,
      input.contactRelease === "kunde"
        ? `So geht es weiter: Wir wählen bis zu ${input.companiesPerLead} geprüfte Fachbetriebe aus Wien und Umgebung aus, die zu Ihrem Projekt passen. ${CONTACT_RELEASE_TEXTS.customerKunde} Die Vermittlung ist für Sie kostenlos und unverbindlich.`
        : `So geht es weiter: Wir wählen bis zu ${input.companiesPerLead} geprüfte Fachbetriebe aus Wien und Umgebung aus, die zu Ihrem Projekt passen. Sie melden sich in der Regel innerhalb von 24 Stunden bei Ihnen. Die Vermittlung ist für Sie kostenlos und unverbindlich.`,
      input.contactRelease === "kunde"
        ? "Unter „Mein Projekt“ sehen Sie jederzeit, welche Betriebe Ihre Anfrage erhalten haben, und geben dort Ihre Kontaktdaten frei. Dort können Sie Ihre Anfrage auch zurückziehen, Ihre Daten herunterladen oder löschen. Mit dem ersten Öffnen bestätigen Sie Ihre E-Mail-Adresse."
        : "Unter „Mein Projekt“ sehen Sie jederzeit, welche Betriebe Ihre Kontaktdaten erhalten haben. Dort können Sie Ihre Anfrage zurückziehen, Ihre Daten herunterladen oder löschen. Mit dem ersten Öffnen bestätigen Sie Ihre E-Mail-Adresse.",
    ],
    link: { url: input.roomUrl, label: "Mein Projekt öffnen", textLead: "Mein Projekt:" },
    outro: [
      "Der Link ist persönlich und gilt, solange Ihre Anfrage besteht: Bitte geben Sie ihn nicht weiter. Sie haben keine Anfrage gestellt? Dann können Sie diese E-Mail ignorieren.",
    ],
  });
}

export interface ProjectLinksEmailInput {
  /** Submission date as dd.mm.yyyy. */
  projects: readonly { serviceLabel: string; zipCode: string; createdOn: string; roomUrl: string }[];
}

/**
 * To a customer who asked for the links to their projects; each link is new, earlier ones stay valid.
 * @throws Error when a link is not an absolute http(s) URL or no project is given.
 */
export function projectLinksEmail(input: ProjectLinksEmailInput): EmailContent {
  if (input.projects.length === 0) throw new Error("projectLinksEmail braucht mindestens ein Projekt");
  for (const project of input.projects) {
    if (!/^https?:\/\/[^\s]+$/i.test(project.roomUrl))
      throw new Error(`E-Mail-Link muss eine absolute http(s)-Adresse sein: ${project.roomUrl}`);
  }
  const subject = "Ihre Links zu „Mein Projekt“";
  const intro =
    "Sie haben die Links zu Ihren Anfragen angefordert. Über jeden Link sehen Sie den Stand der Anfrage, die Betriebe, die Ihre Kontaktdaten erhalten haben, und Ihre Möglichkeiten zum Zurückziehen, Herunterladen und Löschen Ihrer Daten.";
  const outro =
    "Ihre früheren Links bleiben gültig; in „Mein Projekt“ können Sie jeden Link widerrufen. Ein Link, den 12 Monate lang niemand verwendet, funktioniert nicht mehr. Sie haben nichts angefordert? Dann können Sie diese E-Mail ignorieren.";
  const line = (p: ProjectLinksEmailInput["projects"][number]) =>
    `${singleLine(p.serviceLabel)} in ${singleLine(p.zipCode)}, angefragt am ${p.createdOn}`;
  const text = [
    "Guten Tag,",
    intro,
    ...input.projects.map((p) => `${line(p)}:\n${p.roomUrl}`),
    outro,
    signature(),
  ].join("\n\n");
  const items = input.projects
    .map(
      (p) =>
        `<li style="margin:0 0 12px;">${escapeHtml(line(p))}<br><a href="${escapeHtml(p.roomUrl)}" style="color:#2563eb;word-break:break-all;">Mein Projekt öffnen</a></li>`,
    )
    .join("\n");
  const html = layout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;">Ihre Links zu „Mein Projekt“</h1>
${htmlParagraph("Guten Tag,")}
${htmlParagraph(intro)}
<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;">${items}</ul>
${htmlParagraph(outro)}
${htmlParagraph(signature())}`,
  );
  return { subject, text, html };
}

export interface ProjectErasedEmailInput {
  serviceLabel: string;
  zipCode: string;
}

/** To the customer after "Meine Daten löschen"; carries no personal data. */
export function projectErasedEmail(input: ProjectErasedEmailInput): EmailContent {
  const subject = "Ihre Daten wurden gelöscht";
  const paragraphs = [
    "Guten Tag,",
    `wie gewünscht haben wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre freien Angaben zu Ihrer Anfrage „${singleLine(input.serviceLabel)} in ${singleLine(input.zipCode)}“ gelöscht – auch aus den Angeboten und den E-Mails, die wir dazu gespeichert hatten.`,
    "Die Betriebe, die Ihre Anfrage erhalten hatten, sehen sie nun als „vom Kunden gelöscht“. Kontaktdaten, die ein Betrieb schon selbst gespeichert hat, liegen in seiner Verantwortung: Wenden Sie sich dafür bitte direkt an den Betrieb.",
    "Der Link zu „Mein Projekt“ funktioniert nicht mehr. Diese E-Mail-Adresse löschen wir nach dem Versand dieser Bestätigung ebenfalls.",
    signature(),
  ];
  return paragraphsEmail(subject, "Ihre Daten wurden gelöscht", paragraphs);
}

export interface LeadWithdrawnEmailInput {
  companyName: string;
  projectId: number;
  serviceLabel: string;
  zipCode: string;
}

/** To each company assigned to a withdrawn project; no customer data. */
export function leadWithdrawnEmail(input: LeadWithdrawnEmailInput): EmailContent {
  const place = districtLabel(input.zipCode);
  const subject = `Anfrage vom Kunden zurückgezogen: ${singleLine(input.serviceLabel)} in ${singleLine(place.split(",")[0]!)}`;
  const paragraphs = [
    `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    `der Kunde hat die folgende Anfrage zurückgezogen:\nAnfrage: #${input.projectId}\nLeistung: ${singleLine(input.serviceLabel)}\nOrt: ${singleLine(place)}`,
    "Bitte kontaktieren Sie den Kunden in dieser Sache nicht mehr, es sei denn, Sie haben bereits einen Auftrag vereinbart. In Ihrem Firmen-Dashboard ist die Anfrage als zurückgezogen markiert.",
    signature(),
  ];
  return paragraphsEmail(subject, "Anfrage zurückgezogen", paragraphs);
}
