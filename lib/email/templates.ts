/**
 * German e-mail templates returning `{ subject, text, html }`; user values are HTML-escaped in
 * `html` and kept on one line in `subject`.
 */
import { siteConfig } from "@/lib/config";
import { addressLine } from "@/lib/domain/settings";
import { districtLabel } from "@/lib/domain/vienna-districts";
import { formatViennaDateTime } from "@/lib/time/vienna";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface ContactMessageEmailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Shown in Vienna time. */
  createdAt?: Date;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes `& < > " '` for HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export function singleLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Minimal mail-client-safe document (inline styles only). */
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

/** To the team about a new contact message; send with the visitor as reply-to. */
export function contactMessageEmail(message: ContactMessageEmailInput): EmailContent {
  const subject = `Neue Kontaktanfrage: ${singleLine(message.subject)}`;
  const received = message.createdAt ? formatViennaDateTime(message.createdAt) : undefined;
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

export function signature(): string {
  return `Freundliche Grüße\nIhr ${siteConfig.name}-Team`;
}

/** Closing sentence of e-mails with a password link: its validity (hours) and how to get a new one. */
export function passwordLinkValidity(hours: number): string {
  return `Der Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden. Ist er abgelaufen, fordern Sie auf der Anmeldeseite über „Passwort vergessen?“ einen neuen an.`;
}

/** Only absolute http(s) links go into e-mails; anything else is a programming error. */
function assertLink(url: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Error(`E-Mail-Link muss eine absolute http(s)-Adresse sein: ${url}`);
  return url;
}

export function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;white-space:pre-line;">${escapeHtml(text)}</p>`;
}

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

function htmlButton(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569;">Falls der Button nicht funktioniert, öffnen Sie diesen Link:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>`;
}

/**
 * Builds text and HTML versions from greeting, paragraphs, one call-to-action link and outro.
 * @throws Error when the link is not an absolute http(s) URL.
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

/** No customer data: the company reads it in its dashboard. */
export interface LeadAssignedEmailInput {
  companyName: string;
  serviceLabel: string;
  /** Postcode ("1070") or place ("1070 Wien"). */
  district: string;
  dashboardUrl: string;
  /** False: the customer decides first who sees the contact data (setting "kunde"); absent: released. */
  contactReleased?: boolean;
}

/** To a company: a new lead was assigned (service and district only, never contact data). */
export function leadAssignedEmail(input: LeadAssignedEmailInput): EmailContent {
  const place = districtLabel(input.district);
  const shortPlace = place.split(",")[0]!;
  return composeEmail({
    subject: `Neue Anfrage: ${singleLine(input.serviceLabel)} in ${singleLine(shortPlace)}`,
    heading: "Neue Anfrage für Sie",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      `Ihnen wurde eine neue Anfrage zugewiesen:\nLeistung: ${singleLine(input.serviceLabel)}\nOrt: ${singleLine(place)}`,
      input.contactReleased === false
        ? "Alle Angaben zum Projekt finden Sie nach der Anmeldung in Ihrem Firmen-Dashboard. Die Kontaktdaten sehen Sie, sobald der Kunde sie für Sie freigibt: Der Kunde entscheidet, wer ihn kontaktieren darf."
        : "Die Kontaktdaten des Kunden und alle Angaben zum Projekt finden Sie nach der Anmeldung in Ihrem Firmen-Dashboard.",
    ],
    link: { url: input.dashboardUrl, label: "Anfrage im Dashboard ansehen", textLead: "Zum Firmen-Dashboard:" },
    outro: [
      input.contactReleased === false
        ? "Wir benachrichtigen Sie per E-Mail, sobald der Kunde Ihnen seine Kontaktdaten freigibt."
        : "Bitte nehmen Sie innerhalb von 24 Stunden Kontakt mit dem Kunden auf und halten Sie den Status der Anfrage im Dashboard aktuell.",
    ],
  });
}

export interface PasswordSetupEmailInput {
  companyName: string;
  setupUrl: string;
  /** Link validity (hours), default 48. spec: authenticated-side §9 */
  validHours?: number;
  reason: "registration" | "onboarding";
}

/** To a company after an admin approved its registration or onboarding: the password setup link. */
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

export interface OfferApprovedEmailInput {
  customerName: string;
  offerUrl: string;
}

/** To a customer: the three-tier bathroom offer is ready at its link. */
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
