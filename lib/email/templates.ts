/**
 * German e-mail templates. Each returns `{ subject, text, html }` for `sendEmail`; every value that
 * comes from a user is HTML-escaped in `html` and kept on one line in `subject`.
 */
import { siteConfig } from "@/lib/config";
import { addressLine } from "@/lib/domain/settings";
import { districtLabel } from "@/lib/domain/vienna-districts";

/** Subject, plain-text and HTML body of one e-mail. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** A contact-form message as the team's notification shows it. */
export interface ContactMessageEmailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Time of receipt (shown in Vienna time); omitted when unknown. */
  createdAt?: Date;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes `& < > " '` so that a value can be placed in HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Collapses line breaks and runs of whitespace to single spaces (for subject lines). */
export function singleLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

const viennaDateTime = new Intl.DateTimeFormat("de-AT", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Vienna",
});

/** Wraps body HTML in a minimal, mail-client-safe document (inline styles only). */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
${body}
<p style="margin:24px 0 0;font-size:12px;color:#475569;">${escapeHtml([siteConfig.name, addressLine(siteConfig.address)].filter(Boolean).join(" · "))}</p>
</div>
</body>
</html>`;
}

/**
 * Notification to the team about a new contact-form message. The visitor's address is meant to be
 * the reply-to address, so the team answers with "Antworten".
 *
 * @returns subject "Neue Kontaktanfrage: {subject}", a plain-text body and an escaped HTML body.
 */
export function contactMessageEmail(message: ContactMessageEmailInput): EmailContent {
  const subject = `Neue Kontaktanfrage: ${singleLine(message.subject)}`;
  const received = message.createdAt ? viennaDateTime.format(message.createdAt) : undefined;
  const rows: [string, string][] = [
    ["Name", message.name],
    ["E-Mail", message.email],
    ["Betreff", message.subject],
    ...(received ? ([["Eingegangen", received]] as [string, string][]) : []),
  ];
  const hint = `Antworten Sie direkt auf diese E-Mail, um ${message.name} zu antworten.`;

  const text = [
    `Neue Nachricht über das Kontaktformular von ${siteConfig.name}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${label === "Betreff" ? singleLine(value) : value}`),
    "",
    "Nachricht:",
    message.message,
    "",
    "--",
    hint,
  ].join("\n");

  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top;color:#475569;font-weight:normal;">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;">${label === "E-Mail" ? `<a href="mailto:${escapeHtml(value)}" style="color:#2563eb;">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = layout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;">Neue Kontaktanfrage</h1>
<table role="presentation" style="border-collapse:collapse;font-size:14px;">
${tableRows}
</table>
<h2 style="margin:24px 0 8px;font-size:16px;">Nachricht</h2>
<p style="margin:0;font-size:14px;line-height:1.6;white-space:pre-wrap;">${escapeHtml(message.message)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#475569;">${escapeHtml(hint)}</p>`,
  );

  return { subject, text, html };
}

/** Closing lines of the e-mails to companies and customers ("Freundliche Grüße / Ihr {brand}-Team"). */
export function signature(): string {
  return `Freundliche Grüße\nIhr ${siteConfig.name}-Team`;
}

/**
 * Closing sentence of every e-mail with a password link: how long it holds and how to get a new one
 * (the forgot-password flow, issue 13 §3).
 *
 * @param hours Validity of the link in hours.
 */
export function passwordLinkValidity(hours: number): string {
  return `Der Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden. Ist er abgelaufen, fordern Sie auf der Anmeldeseite über „Passwort vergessen?“ einen neuen an.`;
}

/**
 * Only absolute http(s) links go into e-mails (the callers build them from SITE_URL); anything else
 * (e.g. "javascript:") is a programming error.
 */
function assertLink(url: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Error(`E-Mail-Link muss eine absolute http(s)-Adresse sein: ${url}`);
  return url;
}

/** HTML paragraph of plain text (escaped; line breaks kept). */
export function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;white-space:pre-line;">${escapeHtml(text)}</p>`;
}

/**
 * An e-mail of plain paragraphs without a button: subject, heading and the paragraphs (the
 * signature included by the caller); the text version and the HTML version say the same.
 */
export function paragraphsEmail(subject: string, heading: string, paragraphs: readonly string[]): EmailContent {
  return {
    subject: singleLine(subject),
    text: paragraphs.join("\n\n"),
    html: layout(
      subject,
      `<h1 style="margin:0 0 16px;font-size:20px;">${escapeHtml(heading)}</h1>\n${paragraphs.map(htmlParagraph).join("\n")}`,
    ),
  };
}

/** A call-to-action button plus the link written out for clients that hide buttons. */
function htmlButton(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569;">Falls der Button nicht funktioniert, öffnen Sie diesen Link:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>`;
}

/**
 * Builds an e-mail from its parts (greeting, intro paragraphs, one call-to-action link, outro,
 * signature): the text version and the HTML version say the same.
 *
 * @throws Error when the link is not an absolute http(s) URL (a programming error).
 */
export function composeEmail(parts: {
  subject: string;
  heading: string;
  greeting: string;
  intro: string[];
  link: { url: string; label: string; textLead: string };
  outro: string[];
}): EmailContent {
  const url = assertLink(parts.link.url);
  const text = [
    parts.greeting,
    "",
    ...parts.intro.flatMap((p) => [p, ""]),
    parts.link.textLead,
    url,
    "",
    ...parts.outro.flatMap((p) => [p, ""]),
    signature(),
  ].join("\n");
  const html = layout(
    parts.subject,
    `<h1 style="margin:0 0 16px;font-size:20px;">${escapeHtml(parts.heading)}</h1>
${htmlParagraph(parts.greeting)}
${parts.intro.map(htmlParagraph).join("\n")}
${htmlButton(url, parts.link.label)}
${parts.outro.map(htmlParagraph).join("\n")}
${htmlParagraph(signature())}`,
  );
  return { subject: singleLine(parts.subject), text, html };
}

/** Input of `leadAssignedEmail`. Deliberately no customer data: the company reads it in its dashboard. */
export interface LeadAssignedEmailInput {
  companyName: string;
  /** German service name, e.g. "Badsanierung". */
  serviceLabel: string;
  /** The project's postcode ("1070") or place ("1070 Wien"); shown as "1070 Wien, 7. Bezirk (Neubau)". */
  district: string;
  /** Absolute URL of the company dashboard (e.g. `${SITE_URL}/company-dashboard`). */
  dashboardUrl: string;
}

/**
 * To a company: a new lead was assigned to it (authenticated-side.md, company dashboard). Names only
 * the service and the district; name, e-mail and phone of the customer are shown in the dashboard
 * after login, never in an e-mail.
 *
 * @returns subject "Neue Anfrage: {service} in {postcode} Wien", text and escaped HTML.
 */
export function leadAssignedEmail(input: LeadAssignedEmailInput): EmailContent {
  const place = districtLabel(input.district);
  const shortPlace = place.split(",")[0]!;
  return composeEmail({
    subject: `Neue Anfrage: ${singleLine(input.serviceLabel)} in ${singleLine(shortPlace)}`,
    heading: "Neue Anfrage für Sie",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      `Ihnen wurde eine neue Anfrage zugewiesen:\nLeistung: ${singleLine(input.serviceLabel)}\nOrt: ${singleLine(place)}`,
      "Die Kontaktdaten des Kunden und alle Angaben zum Projekt finden Sie nach der Anmeldung in Ihrem Firmen-Dashboard.",
    ],
    link: { url: input.dashboardUrl, label: "Anfrage im Dashboard ansehen", textLead: "Zum Firmen-Dashboard:" },
    outro: [
      "Bitte nehmen Sie innerhalb von 24 Stunden Kontakt mit dem Kunden auf und halten Sie den Status der Anfrage im Dashboard aktuell.",
    ],
  });
}

/** Input of `passwordSetupEmail`. */
export interface PasswordSetupEmailInput {
  companyName: string;
  /** Absolute URL of the password setup page with the token (`${SITE_URL}/password-setup/{token}`). */
  setupUrl: string;
  /** How long the link is valid (hours); the spec's links are valid for 48 hours. */
  validHours?: number;
  /** What was approved: a company registration or a partner onboarding form. */
  reason: "registration" | "onboarding";
}

/**
 * To a company after an admin approved its registration or partner onboarding
 * (authenticated-side.md: "Partner genehmigt" – login data by e-mail; password setup page, link
 * valid for 48 hours): the link to set its password.
 *
 * @returns subject, text and escaped HTML with the setup link and its validity.
 */
export function passwordSetupEmail(input: PasswordSetupEmailInput): EmailContent {
  const hours = input.validHours ?? 48;
  const company = singleLine(input.companyName);
  const registration = input.reason === "registration";
  return composeEmail({
    subject: registration
      ? `Ihre Firmenanmeldung bei ${siteConfig.name} wurde genehmigt`
      : `Willkommen als Partner bei ${siteConfig.name}: Ihre Zugangsdaten`,
    heading: registration ? "Ihre Firmenanmeldung wurde genehmigt" : "Willkommen als Partner",
    greeting: `Sehr geehrtes Team von ${company},`,
    intro: [
      registration
        ? `wir haben Ihre Firmenanmeldung geprüft und ${company} freigeschaltet.`
        : `vielen Dank für Ihre Angaben im Partner-Onboarding. Wir haben ${company} als Partner freigeschaltet.`,
      "Legen Sie jetzt Ihr Passwort fest. Danach melden Sie sich mit Ihrer E-Mail-Adresse im Firmen-Dashboard an und erhalten dort Ihre Anfragen.",
    ],
    link: { url: input.setupUrl, label: "Passwort festlegen", textLead: "Passwort festlegen:" },
    outro: [
      passwordLinkValidity(hours),
      "Sie haben keine Anmeldung bei uns vorgenommen? Dann können Sie diese E-Mail ignorieren.",
    ],
  });
}

/** Input of `offerApprovedEmail`. */
export interface OfferApprovedEmailInput {
  customerName: string;
  /** Absolute URL of the offer page (`${SITE_URL}/offer/{uniqueLinkId}`). */
  offerUrl: string;
}

/**
 * To a customer: the three-tier bathroom offer (Budget, Standard, Premium) is ready at its link
 * (public-side.md, "Offer by link").
 *
 * @returns subject "Ihr Angebot für Ihre Badsanierung ist fertig", text and escaped HTML with the link.
 */
export function offerApprovedEmail(input: OfferApprovedEmailInput): EmailContent {
  return composeEmail({
    subject: "Ihr Angebot für Ihre Badsanierung ist fertig",
    heading: "Ihr Angebot ist fertig",
    greeting: `Guten Tag ${singleLine(input.customerName)},`,
    intro: [
      "Ihr persönliches Angebot für Ihre Badsanierung ist fertig. Es enthält drei Varianten – Budget, Standard und Premium – jeweils mit Gesamtpreis, voraussichtlicher Dauer sowie einer Aufstellung der Arbeits- und Materialkosten.",
    ],
    link: { url: input.offerUrl, label: "Angebot ansehen", textLead: "Ihr Angebot:" },
    outro: [
      "Wählen Sie dort die Variante, die am besten zu Ihnen passt. Das Angebot ist kostenlos und unverbindlich.",
      "Der Link führt ohne Anmeldung zu Ihrem Angebot: Bitte geben Sie ihn nur an Personen weiter, die es sehen sollen.",
    ],
  });
}
