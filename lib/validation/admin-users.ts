/**
 * The admin section "Admins" (issue 13 §6): the invite form (POST /api/admin/admins) and the list's
 * query (GET /api/admin/admins: page ≥ 1, pageSize 1–100, default 50). Shared by form and handler.
 */
import * as z from "./zod";

/** POST /api/admin/admins: the e-mail of the admin to invite (trimmed; stored in lower case). */
export const adminInviteSchema = z.object({
  email: z
    .string({ error: "E-Mail-Adresse erforderlich" })
    .trim()
    .min(1, "E-Mail-Adresse erforderlich")
    .max(255, "E-Mail-Adresse darf höchstens 255 Zeichen haben")
    .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein")),
});
export type AdminInviteInput = z.infer<typeof adminInviteSchema>;

/** GET /api/admin/admins query. */
export const adminUsersQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Ungültige Seite." })
    .int("Ungültige Seite.")
    .min(1, "Ungültige Seite.")
    .max(100_000, "Ungültige Seite.")
    .default(1),
  pageSize: z.coerce
    .number({ error: "Ungültige Seitengröße." })
    .int("Ungültige Seitengröße.")
    .min(1, "Ungültige Seitengröße.")
    .max(100, "Höchstens 100 Einträge pro Seite.")
    .default(50),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** aktiv (password set, not disabled), deaktiviert, or Einladung offen (no password yet). */
export type AdminUserStatus = "active" | "disabled" | "invited";

/** One row of GET /api/admin/admins (instants ISO, UTC). */
export interface AdminUserRow {
  id: number;
  email: string;
  status: AdminUserStatus;
  totpEnabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  /** Whether this row is the caller (who cannot deactivate itself). */
  isSelf: boolean;
  /** Expiry of an open invitation's link; null otherwise. */
  inviteExpiresAt: string | null;
}

/** GET /api/admin/admins's answer. */
export interface AdminUsersPage {
  rows: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}
