/** German e-mails to companies: welcome with setup link, and the reminder about uncontacted leads. */
import { siteConfig } from "@/lib/config";
import { districtLabel } from "@/lib/domain/vienna-districts";
import {
  composeEmail,
  escapeHtml,
  layout,
  passwordLinkValidity,
  signature,
  singleLine,
  type EmailContent,
} from "@/lib/email/templates";

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;white-space:pre-line;">${escapeHtml(text)}</p>`;
}

export interface CompanyCreatedEmailInput {
  companyName: string;
  setupUrl: string;
  /** Link validity (hours). */
  validHours: number;
}

/**
 * To a company the admin added by hand: welcome and the single-use password setup link.
 * @throws Error when `setupUrl` is not an absolute http(s) URL.
 */
export function companyCreatedEmail(input: CompanyCreatedEmailInput): EmailContent {
  if (!/^https?:\/\/[^\s]+$/i.test(input.setupUrl))
    throw new Error(`E-Mail-Link muss eine absolute http(s)-Adresse sein: ${input.setupUrl}`);
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

/** No customer data, only what and where. */
export interface ContactReminderLead {
  serviceLabel: string;
  zipCode: string;
  /** Vienna time, e.g. "25.11.2026, 09:15". */
  assignedAt: string;
}

export interface ContactReminderEmailInput {
  companyName: string;
  leads: readonly ContactReminderLead[];
  dashboardUrl: string;
}

/**
 * To a company with leads not marked "Kontaktiert" 24 hours after assignment.
 * @throws Error when `dashboardUrl` is not an absolute http(s) URL or `leads` is empty.
 */
export function contactReminderEmail(input: ContactReminderEmailInput): EmailContent {
  if (input.leads.length === 0) throw new Error("contactReminderEmail: mindestens eine Anfrage ist nötig.");
  const several = input.leads.length > 1;
  const list = input.leads
    .map(
      (lead) =>
        `• ${singleLine(lead.serviceLabel)}, ${singleLine(districtLabel(lead.zipCode))} (zugewiesen am ${singleLine(lead.assignedAt)})`,
    )
    .join("\n");
  return composeEmail({
    subject: several
      ? `Erinnerung: ${input.leads.length} Anfragen noch nicht kontaktiert`
      : "Erinnerung: Anfrage noch nicht kontaktiert",
    heading: several ? "Ihre Kunden warten auf Ihren Anruf" : "Ihr Kunde wartet auf Ihren Anruf",
    greeting: `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    intro: [
      several
        ? `diese Anfragen wurden Ihnen vor mehr als 24 Stunden zugewiesen und sind noch nicht als „Kontaktiert“ markiert:\n${list}`
        : `diese Anfrage wurde Ihnen vor mehr als 24 Stunden zugewiesen und ist noch nicht als „Kontaktiert“ markiert:\n${list}`,
      `Wir versprechen unseren Kunden eine Rückmeldung innerhalb von 24 Stunden. Bitte nehmen Sie jetzt Kontakt auf und markieren Sie die Anfrage danach im Dashboard mit „Kontaktiert“.`,
    ],
    link: { url: input.dashboardUrl, label: "Zum Firmen-Dashboard", textLead: "Zum Firmen-Dashboard:" },
    outro: ["Haben Sie den Kunden bereits erreicht? Dann genügt ein Klick auf „Kontaktiert“ bei der Anfrage."],
  });
}
