/** E-mails to the team: new applications and waiting leads. No customer data, only a dashboard link. */
import { siteConfig } from "@/lib/config";
import { escapeHtml, layout, singleLine, type EmailContent } from "@/lib/email/templates";

function alertEmail(subject: string, heading: string, lines: string[], url: string, label: string): EmailContent {
  const text = [...lines, "", `${label}: ${url}`, "", `– ${siteConfig.name}`].join("\n");
  const html = layout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px;">${escapeHtml(heading)}</h1>
${lines.map((line) => `<p style="margin:0 0 8px;font-size:15px;line-height:1.6;">${escapeHtml(line)}</p>`).join("\n")}
<p style="margin:24px 0 0;"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-size:15px;">${escapeHtml(label)}</a></p>`,
  );
  return { subject, text, html };
}

export function newApplicationAlertEmail(input: {
  kind: "registration" | "onboarding";
  companyName: string;
  url: string;
}): EmailContent {
  const what = input.kind === "registration" ? "Firmenanmeldung" : "Partner-Onboarding";
  const name = singleLine(input.companyName) || "ohne Firmennamen";
  return alertEmail(
    `Neue ${what}: ${name}`,
    `Neue ${what}`,
    [
      `${name} hat sich als Partnerbetrieb beworben.`,
      "Bitte prüfen Sie die Angaben und entscheiden Sie im Admin-Dashboard.",
    ],
    input.url,
    "Zur Prüfung",
  );
}

/** Leads waiting for a company: the total and service and PLZ of the newest (at most 10). */
export function unassignedLeadsDigestEmail(input: {
  count: number;
  newest: { id: number; service: string; zipCode: string }[];
  url: string;
}): EmailContent {
  const subject =
    input.count === 1 ? "1 Anfrage wartet auf eine Firma" : `${input.count} Anfragen warten auf eine Firma`;
  const lines = [
    input.count === 1
      ? "Eine Anfrage ist noch keiner Firma zugewiesen."
      : `${input.count} Anfragen sind noch keiner Firma zugewiesen.`,
    ...input.newest.map((lead) => `#${lead.id} · ${lead.service} · ${lead.zipCode}`),
  ];
  return alertEmail(subject, "Anfragen warten auf Zuweisung", lines, input.url, "Zu den Projekten");
}
