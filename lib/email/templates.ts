/**
 * German e-mail templates. Each returns `{ subject, text, html }` for `sendEmail`; every value that
 * comes from a user is HTML-escaped in `html` and kept on one line in `subject`.
 */
import { siteConfig } from "@/lib/config";

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
function singleLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

const viennaDateTime = new Intl.DateTimeFormat("de-AT", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Vienna",
});

/** Wraps body HTML in a minimal, mail-client-safe document (inline styles only). */
function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
${body}
<p style="margin:24px 0 0;font-size:12px;color:#475569;">${escapeHtml(siteConfig.name)} · ${escapeHtml(siteConfig.address.street)}, ${escapeHtml(siteConfig.address.zipCity)}</p>
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
