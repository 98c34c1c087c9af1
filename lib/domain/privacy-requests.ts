/**
 * The admin's "Datenschutzanfragen" (issue 14 §6): the record of customers' GDPR requests an
 * operator must keep, read from the audit log (lib/data/audit-log.ts): withdrawals ("Anfrage
 * zurückziehen", Art. 7 (3)), data exports (Art. 15/20) and erasures (Art. 17), whether the customer
 * made them through "Mein Projekt" or an admin recorded them. Pure and client-safe.
 */
import type { AuditLogRow } from "./audit-log";

/** The request types, their audit action and German labels. */
export const PRIVACY_REQUEST_TYPES = {
  withdrawal: { action: "project.withdraw-consent", label: "Widerruf", description: "Anfrage zurückgezogen" },
  export: { action: "project.export", label: "Datenauskunft", description: "Daten heruntergeladen" },
  erasure: { action: "project.erase", label: "Löschung", description: "Daten gelöscht" },
} as const;

export type PrivacyRequestType = keyof typeof PRIVACY_REQUEST_TYPES;

/** The types in the order of the filter. */
export const PRIVACY_REQUEST_TYPE_KEYS = Object.keys(PRIVACY_REQUEST_TYPES) as PrivacyRequestType[];

/** Every audit action the view lists. */
export const PRIVACY_REQUEST_ACTIONS: readonly string[] = PRIVACY_REQUEST_TYPE_KEYS.map(
  (type) => PRIVACY_REQUEST_TYPES[type].action,
);

/** Rows per page of the view. */
export const PRIVACY_REQUESTS_PAGE_SIZE = 25;

/** The type of an audit action, or null when it is not a privacy request. */
export function privacyRequestType(action: string): PrivacyRequestType | null {
  return PRIVACY_REQUEST_TYPE_KEYS.find((type) => PRIVACY_REQUEST_TYPES[type].action === action) ?? null;
}

const ACTOR_ROLE_LABELS: Readonly<Record<string, string>> = { customer: "Kunde", admin: "Admin", system: "System" };

/**
 * Who made the request: `role` "Kunde" (through "Mein Projekt"), "Admin" or "System" ("Unbekannt"
 * otherwise), and the acting user's e-mail when known (admins).
 */
export function privacyRequestActorParts(row: Pick<AuditLogRow, "actorRole" | "actorEmail">): {
  role: string;
  email: string | null;
} {
  const role = ACTOR_ROLE_LABELS[row.actorRole] ?? "Unbekannt";
  return { role, email: row.actorRole === "customer" ? null : row.actorEmail };
}

/** Who made the request in one line: "Kunde", "Admin (a@example.at)", "Admin" or "System". */
export function privacyRequestActor(row: Pick<AuditLogRow, "actorRole" | "actorEmail">): string {
  const { role, email } = privacyRequestActorParts(row);
  return email ? `${role} (${email})` : role;
}

/**
 * URL of one page of the view: GET /api/admin/audit-log filtered to project entities and the
 * actions of `type` (all three without one), newest first.
 *
 * @param projectId only this project's requests (digits; ignored when empty).
 */
export function privacyRequestsUrl(
  options: { type: PrivacyRequestType | null; page: number; projectId?: string },
  pageSize: number = PRIVACY_REQUESTS_PAGE_SIZE,
): string {
  const actions = options.type ? [PRIVACY_REQUEST_TYPES[options.type].action] : PRIVACY_REQUEST_ACTIONS;
  const params = new URLSearchParams({
    page: String(options.page),
    pageSize: String(pageSize),
    entityType: "project",
    actions: actions.join(","),
  });
  const projectId = options.projectId?.trim().replace(/^#/, "");
  if (projectId) params.set("entityId", projectId);
  return `/api/admin/audit-log?${params.toString()}`;
}
