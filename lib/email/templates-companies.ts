/**
 * German e-mails of the admin's company operations (issue 13 §2): the welcome e-mail of a company
 * the admin created by hand, with its password setup link. Returns `{ subject, text, html }`; user
 * values are escaped.
 */
import { siteConfig } from "@/lib/config";
import { escapeHtml, layout, passwordLinkValidity, signature, singleLine, type EmailContent } from "@/lib/email/templates";

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;white-space:pre-line;">${escapeHtml(text)}</p>`;
}

/** Input of `companyCreatedEmail`. */
export interface CompanyCreatedEmailInput {
  companyName: string;
  /** Absolute http(s) URL of the password setup page with the token. */
  setupUrl: string;
  /** Validity of the link in hours (48). */
  validHours: number;
}

/**
 * To a company the admin added by hand: welcome and the single-use link to set its password.
 *
 * @returns subject "Ihr Firmenzugang bei {brand}", text and escaped HTML.
 * @throws Error when `setupUrl` is not an absolute http(s) URL (a programming error).
 */
export function companyCreatedEmail(input: CompanyCreatedEmailInput): EmailContent {
  if (!/^https?:\/\/[^\s]+$/i.test(input.setupUrl)) throw new Error(`E-Mail-Link muss eine absolute http(s)-Adresse sein: ${input.setupUrl}`);
  const company = singleLine(input.companyName);
  const subject = `Ihr Firmenzugang bei ${siteConfig.name}`;
  const greeting = `Sehr geehrtes Team von ${company},`;
  const intro = `wir haben ${company} als Partner bei ${siteConfig.name} eingetragen. Legen Sie jetzt Ihr Passwort fest; danach melden Sie sich mit dieser E-Mail-Adresse im Firmen-Dashboard an und erhalten dort Ihre Anfragen.`;
  const outro = passwordLinkValidity(input.validHours);
  const closing = signature();
  const text = [greeting, "", intro, "", "Passwort festlegen:", input.setupUrl, "", outro, "", closing].join("\n");
  const href = escapeHtml(input.setupUrl);
  const html = layout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;">Willkommen als Partner</h1>
${paragraph(greeting)}
${paragraph(intro)}
<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;">Passwort festlegen</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569;">Falls der Button nicht funktioniert, öffnen Sie diesen Link:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>
${paragraph(outro)}
${paragraph(closing)}`,
  );
  return { subject: singleLine(subject), text, html };
}
