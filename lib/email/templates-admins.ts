/** German invitation e-mail for a new admin. */
import { siteConfig } from "@/lib/config";
import { type EmailContent, escapeHtml, layout, signature, singleLine } from "@/lib/email/templates";

export interface AdminInviteEmailInput {
  setupUrl: string;
  /** Link validity (hours). */
  validHours: number;
  invitedBy: string;
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;white-space:pre-line;">${escapeHtml(text)}</p>`;
}

/**
 * To an invited admin: the single-use link to set the password.
 * @throws Error when `setupUrl` is not an absolute http(s) URL.
 */
export function adminInviteEmail(input: AdminInviteEmailInput): EmailContent {
  if (!/^https?:\/\/[^\s]+$/i.test(input.setupUrl))
    throw new Error(`E-Mail-Link muss eine absolute http(s)-Adresse sein: ${input.setupUrl}`);
  const subject = `Einladung als Admin – ${siteConfig.name}`;
  const invitedBy = singleLine(input.invitedBy);
  const intro = `${invitedBy} hat Sie als Admin von ${siteConfig.name} eingeladen. Über den folgenden Link legen Sie Ihr Passwort fest (mindestens 12 Zeichen).`;
  const outro = [
    "Bei der ersten Anmeldung richten Sie die Zwei-Faktor-Anmeldung mit einer Authenticator-App ein.",
    `Der Link ist ${input.validHours} Stunden gültig und kann nur einmal verwendet werden. Ist er abgelaufen, bitten Sie um eine neue Einladung.`,
    "Sie haben keine Einladung erwartet? Dann ignorieren Sie diese E-Mail.",
  ];
  const closing = signature();
  const text = [
    "Guten Tag,",
    "",
    intro,
    "",
    "Passwort festlegen:",
    input.setupUrl,
    "",
    ...outro.flatMap((line) => [line, ""]),
    closing,
  ].join("\n");
  const href = escapeHtml(input.setupUrl);
  const html = layout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;">Einladung als Admin</h1>
${paragraph("Guten Tag,")}
${paragraph(intro)}
<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">Passwort festlegen</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569;">Falls der Button nicht funktioniert, öffnen Sie diesen Link:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>
${outro.map(paragraph).join("\n")}
${paragraph(closing)}`,
  );
  return { subject: singleLine(subject), text, html };
}
