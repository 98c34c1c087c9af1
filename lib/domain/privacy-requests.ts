/**
 * The admin's "Datenschutzanfragen": the record of customers' GDPR requests (withdrawals Art. 7 (3),
 * exports Art. 15/20, erasures Art. 17) an operator must keep, read from the audit log.
 */
import type { AuditLogRow } from "./audit-log";

export const PRIVACY_REQUEST_TYPES = {
  withdrawal: { action: "project.withdraw-consent", label: "Widerruf", description: "Anfrage zurückgezogen" },
  export: { action: "project.export", label: "Datenauskunft", description: "Daten heruntergeladen" },
  erasure: { action: "project.erase", label: "Löschung", description: "Daten gelöscht" },
} as const;

export type PrivacyRequestType = keyof typeof PRIVACY_REQUEST_TYPES;

export const PRIVACY_REQUEST_TYPE_KEYS = Object.keys(PRIVACY_REQUEST_TYPES) as PrivacyRequestType[];

export const PRIVACY_REQUEST_ACTIONS: readonly string[] = PRIVACY_REQUEST_TYPE_KEYS.map(
  (type) => PRIVACY_REQUEST_TYPES[type].action,
);

export const PRIVACY_REQUESTS_PAGE_SIZE = 25;

export function privacyRequestType(action: string): PrivacyRequestType | null {
  return PRIVACY_REQUEST_TYPE_KEYS.find((type) => PRIVACY_REQUEST_TYPES[type].action === action) ?? null;
}

const ACTOR_ROLE_LABELS: Readonly<Record<string, string>> = { customer: "Kunde", admin: "Admin", system: "System" };

/** Who made the request: role "Kunde", "Admin", "System" or "Unbekannt", and the actor's e-mail when known. */
export function privacyRequestActorParts(row: Pick<AuditLogRow, "actorRole" | "actorEmail">): {
  role: string;
  email: string | null;
} {
  const role = ACTOR_ROLE_LABELS[row.actorRole] ?? "Unbekannt";
  return { role, email: row.actorRole === "customer" ? null : row.actorEmail };
}

export function privacyRequestActor(row: Pick<AuditLogRow, "actorRole" | "actorEmail">): string {
  const { role, email } = privacyRequestActorParts(row);
  return email ? `${role} (${email})` : role;
}

/** URL of one page of the audit log filtered to the requests of `type` (all without), optionally one project. */
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
