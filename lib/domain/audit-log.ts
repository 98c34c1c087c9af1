/** Labels of the admin's "Verlauf": German names of audited objects and actions, and a change summary. */

export interface AuditLogRow {
  id: string;
  createdAt: string;
  actorUserId: number | null;
  actorEmail: string | null;
  actorRole: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  note: string | null;
}

export interface AuditLogPage {
  rows: AuditLogRow[];
  total: number;
  page: number;
  pageSize: number;
}

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  project: "Projekt",
  company: "Firma",
  company_registration: "Firmenanmeldung",
  partner_onboarding: "Partner-Onboarding",
  advertising_request: "Werbeanfrage",
  bathroom_offer: "AI-Angebot",
  contact_message: "Kontaktanfrage",
  email: "E-Mail",
  user: "Benutzer",
  settings: "Einstellungen",
  review: "Bewertung",
  blog_post: "Blog-Artikel",
  quiz: "Quiz",
};

/** Names of the part before the dot of an action where it differs from the entityType ("registration.approve"). */
const ACTION_ENTITY_LABELS: Record<string, string> = {
  ...AUDIT_ENTITY_LABELS,
  registration: "Firmenanmeldung",
  onboarding: "Partner-Onboarding",
};

const VERB_LABELS: Record<string, string> = {
  assign: "Firma zugewiesen",
  unassign: "Firma entfernt",
  reopen: "wieder geöffnet",
  status: "Status geändert",
  status_override: "Status geändert",
  spam: "als Spam markiert",
  erase: "Kundendaten gelöscht",
  export: "Daten heruntergeladen",
  delete: "gelöscht",
  create: "angelegt",
  update: "geändert",
  profile_update: "Firmendaten geändert",
  approve: "genehmigt",
  reject: "abgelehnt",
  deactivate: "deaktiviert",
  reactivate: "reaktiviert",
  verify: "verifiziert",
  unverify: "Verifizierung entzogen",
  setup_link_resent: "Setup-Link erneut gesendet",
  withdraw_consent: "Einwilligung widerrufen",
  done: "erledigt",
  reopen_message: "wieder geöffnet",
  resend: "erneut gesendet",
  regenerate: "neu erstellt",
  invite: "eingeladen",
  "assignment-status": "Status einer Zuweisung geändert",
  "withdraw-consent": "Einwilligung widerrufen",
  "hire-answer": "Kunde hat Auftragsvergabe gemeldet",
  "hire-resolve": "Klärung der Auftragsvergabe",
  keep: "bleibt nach Meldung",
  remove: "nach Meldung entfernt",
  reply: "von der Firma beantwortet",
  password_change: "Passwort geändert",
};

export function auditActionLabel(action: string): string {
  const [entity, verb] = action.split(".", 2);
  const entityLabel = entity ? ACTION_ENTITY_LABELS[entity] : undefined;
  const verbLabel = verb ? VERB_LABELS[verb] : undefined;
  if (!entityLabel || !verbLabel) return action;
  return `${entityLabel}: ${verbLabel}`;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Changed fields as "feld: alt → neu" joined by "; " (at most 4, then "…"); "" when neither is an object. */
export function auditChangeSummary(before: unknown, after: unknown): string {
  const a = before && typeof before === "object" ? (before as Record<string, unknown>) : {};
  const b = after && typeof after === "object" ? (after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => show(a[key]) !== show(b[key]));
  const parts = keys.slice(0, 4).map((key) => `${key}: ${show(a[key])} → ${show(b[key])}`);
  return keys.length > 4 ? `${parts.join("; ")}; …` : parts.join("; ");
}
