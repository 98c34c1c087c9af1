/** German e-mails about account access: password reset and a re-sent setup link. */
import { siteConfig } from "@/lib/config";
import {
  escapeHtml,
  layout,
  passwordLinkValidity,
  signature,
  singleLine,
  type EmailContent,
} from "@/lib/email/templates";

function assertLink(url: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Error(`E-Mail-Link muss eine absolute http(s)-Adresse sein: ${url}`);
  return url;
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;white-space:pre-line;">${escapeHtml(text)}</p>`;
}

function linkEmail(parts: {
  subject: string;
  heading: string;
  greeting: string;
  intro: string[];
  url: string;
  label: string;
  outro: string[];
}): EmailContent {
  const url = assertLink(parts.url);
  const closing = signature();
  const text = [
    parts.greeting,
    "",
    ...parts.intro.flatMap((p) => [p, ""]),
    `${parts.label}:`,
    url,
    "",
    ...parts.outro.flatMap((p) => [p, ""]),
    closing,
  ].join("\n");
  const href = escapeHtml(url);
  const html = layout(
    parts.subject,
    `<h1 style="margin:0 0 16px;font-size:20px;">${escapeHtml(parts.heading)}</h1>
${paragraph(parts.greeting)}
${parts.intro.map(paragraph).join("\n")}
<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">${escapeHtml(parts.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569;">Falls der Button nicht funktioniert, öffnen Sie diesen Link:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>
${parts.outro.map(paragraph).join("\n")}
${paragraph(closing)}`,
  );
  return { subject: singleLine(parts.subject), text, html };
}

export interface PasswordResetEmailInput {
  resetUrl: string;
  /** Link validity (hours). */
  validHours: number;
}

/** To a user who asked "Passwort vergessen?": the single-use link to set a new password. */
export function passwordResetEmail(input: PasswordResetEmailInput): EmailContent {
  const hours = input.validHours === 1 ? "1 Stunde" : `${input.validHours} Stunden`;
  return linkEmail({
    subject: `Passwort zurücksetzen – ${siteConfig.name}`,
    heading: "Passwort zurücksetzen",
    greeting: "Guten Tag,",
    intro: [
      `Sie haben angefordert, das Passwort Ihres Kontos bei ${siteConfig.name} zurückzusetzen. Über den folgenden Link legen Sie ein neues Passwort fest.`,
    ],
    url: input.resetUrl,
    label: "Neues Passwort festlegen",
    outro: [
      `Der Link ist ${hours} gültig und kann nur einmal verwendet werden. Nach dem Festlegen werden alle bestehenden Anmeldungen beendet.`,
      "Sie haben das nicht angefordert? Dann können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
    ],
  });
}

export interface SetupLinkResentEmailInput {
  companyName: string;
  setupUrl: string;
  /** Link validity (hours). */
  validHours: number;
}

/** To a company whose setup link the admin sent again (the old link no longer works). */
export function setupLinkResentEmail(input: SetupLinkResentEmailInput): EmailContent {
  const company = singleLine(input.companyName);
  return linkEmail({
    subject: `Ihr neuer Zugangslink für ${siteConfig.name}`,
    heading: "Ihr neuer Zugangslink",
    greeting: `Sehr geehrtes Team von ${company},`,
    intro: [
      `wir senden Ihnen einen neuen Link, mit dem Sie das Passwort für Ihr Firmen-Dashboard bei ${siteConfig.name} festlegen. Frühere Links funktionieren nicht mehr.`,
    ],
    url: input.setupUrl,
    label: "Passwort festlegen",
    outro: [passwordLinkValidity(input.validHours)],
  });
}
