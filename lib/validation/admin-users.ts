/** The admin section "Admins": the invite form and the list's query and shapes. */
import * as z from "./zod";

/** The e-mail of the admin to invite (trimmed; stored in lower case). */
export const adminInviteSchema = z.object({
  email: z
    .string({ error: "E-Mail-Adresse erforderlich" })
    .trim()
    .min(1, "E-Mail-Adresse erforderlich")
    .max(255, "E-Mail-Adresse darf höchstens 255 Zeichen haben")
    .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein")),
});
export type AdminInviteInput = z.infer<typeof adminInviteSchema>;

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

/** active (password set, not disabled), disabled, or invited (no password yet). */
export type AdminUserStatus = "active" | "disabled" | "invited";

export interface AdminUserRow {
  id: number;
  email: string;
  status: AdminUserStatus;
  totpEnabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  /** The caller, who cannot deactivate itself. */
  isSelf: boolean;
  inviteExpiresAt: string | null;
}

export interface AdminUsersPage {
  rows: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}
