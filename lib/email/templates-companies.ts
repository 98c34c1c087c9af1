/**
 * German e-mails to companies: the welcome e-mail of a company the admin created by hand, with its
 * password setup link (issue 13 §2), and the reminder about leads not contacted within 24 hours
 * (issue 15 §1). Returns `{ subject, text, html }`; user values are escaped.
 */
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

/** One lead of `contactReminderEmail`: no customer data, only what and where. */
export interface ContactReminderLead {
  /** German service name, e.g. "Malerarbeiten". */
  serviceLabel: string;
  /** The project's postcode ("1070"); shown as "1070 Wien, 7. Bezirk (Neubau)". */
  zipCode: string;
  /** Vienna date and time of the assignment, e.g. "25.11.2026, 09:15". */
  assignedAt: string;
}

/** Input of `contactReminderEmail`. */
export interface ContactReminderEmailInput {
  companyName: string;
  leads: readonly ContactReminderLead[];
  /** Absolute URL of the company dashboard. */
  dashboardUrl: string;
}

/**
 * To a company with leads not marked "Kontaktiert" 24 hours after their assignment (issue 15 §1):
 * names each lead by service, district and assignment time (never customer data), asks to contact
 * the customers and to mark them "Kontaktiert" in the dashboard.
 *
 * @returns subject "Erinnerung: Anfrage noch nicht kontaktiert" (plural for several), text and escaped HTML.
 * @throws Error when `dashboardUrl` is not an absolute http(s) URL or `leads` is empty (programming errors).
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
