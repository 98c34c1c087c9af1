/**
 * Users and their password setup (authenticated-side.md §3 "users", §2 "Password setup", §4
 * "Setup token"), password reset and resent setup links (issue 13 §2, §3). Passwords are argon2id hashes (lib/auth/password.ts); setup tokens are stored as
 * SHA-256 (lib/auth/setup-token.ts).
 */
import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { endAllSessions } from "@/lib/auth/session";
import { createSetupToken, hashSetupToken, RESET_TOKEN_TTL_MS, SETUP_TOKEN_TTL_MS } from "@/lib/auth/setup-token";
import { ROLES } from "@/lib/auth/types";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { queueEmail } from "@/lib/email/outbox";
import { passwordResetEmail, setupLinkResentEmail } from "@/lib/email/templates-account";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/validation/auth";

/** Answer of GET /api/auth/validate-setup-token/{token} (§3 "setup token response"). */
export interface SetupTokenCheck {
  valid: boolean;
  expired: boolean;
  message: string;
  email: string | null;
}

const INVALID: SetupTokenCheck = {
  valid: false,
  expired: false,
  message: "Ungültiger Link: Der Link ist ungültig oder wurde bereits verwendet.",
  email: null,
};
const EXPIRED_MESSAGE = "Link abgelaufen: Der Link ist nicht mehr gültig.";

/** The link a partner opens to set its first password (also the password reset link). */
export function passwordSetupUrl(token: string): string {
  return new URL(`/password-setup/${encodeURIComponent(token)}`, env.SITE_URL).toString();
}

/** Shortest password for `role` (admins: 12, everyone else: 6). */
function passwordMinLengthFor(role: string): number {
  return role === ROLES.admin ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;
}

/** The token's user and the check's answer (the role stays internal: the answer is §3's four fields). */
async function checkTokenUser(token: string, now: Date): Promise<{ check: SetupTokenCheck; role: string | null }> {
  if (!token || token.length > 200) return { check: INVALID, role: null };
  const user = await getDb().user.findUnique({
    where: { passwordSetupToken: hashSetupToken(token) },
    select: { email: true, role: true, tokenExpiry: true, disabledAt: true },
  });
  if (!user || user.disabledAt) return { check: INVALID, role: null };
  if (!user.tokenExpiry || user.tokenExpiry <= now) {
    return { check: { ...INVALID, expired: true, message: EXPIRED_MESSAGE }, role: null };
  }
  return { check: { valid: true, expired: false, message: "Link gültig.", email: user.email }, role: user.role };
}

/** Whether `token` is a current setup (or reset) token, and the e-mail it belongs to. Never throws for bad tokens. */
export async function checkSetupToken(token: string, now = new Date()): Promise<SetupTokenCheck> {
  return (await checkTokenUser(token, now)).check;
}

/** Where the user goes after setting the password: companies get a session at once, admins log in with their second factor. */
export type SetupAccount = "company" | "admin";

export type SetupPasswordResult =
  { status: "ok"; email: string; account: SetupAccount } | { status: "invalid" | "expired"; message: string };

/**
 * Sets the password of the token's user, consumes the token and ends every other session of the
 * user (issue 13 §3), atomically: of two concurrent requests with the same token only one succeeds.
 * The caller issues the new session (its version is read after this commit).
 *
 * @throws ApiError 400 with a field error when an admin's password is shorter than 12 characters.
 */
export async function setPasswordWithToken(
  token: string,
  password: string,
  now = new Date(),
): Promise<SetupPasswordResult> {
  const { check, role } = await checkTokenUser(token, now);
  if (!check.valid || !check.email || role === null) {
    return { status: check.expired ? "expired" : "invalid", message: check.message };
  }
  const minLength = passwordMinLengthFor(role);
  if (password.length < minLength) {
    const message = `Das Passwort muss mindestens ${minLength} Zeichen lang sein`;
    throw new ApiError(400, message, { password: message });
  }
  const hash = hashSetupToken(token);
  const passwordHash = await hashPassword(password);
  const userId = await getDb().$transaction(async (tx) => {
    const [user] = await tx.user.updateManyAndReturn({
      where: { passwordSetupToken: hash, tokenExpiry: { gt: now }, disabledAt: null },
      data: { password: passwordHash, passwordSetupToken: null, tokenExpiry: null },
      select: { id: true },
    });
    if (user) await endAllSessions(user.id, tx);
    return user?.id ?? null;
  });
  if (userId === null) return { status: "invalid", message: INVALID.message };
  return { status: "ok", email: check.email, account: role === ROLES.admin ? "admin" : "company" };
}

/**
 * "Passwort vergessen?" (issue 13 §3): for an existing, not disabled user with e-mail `email`
 * (company or admin) issues a reset token valid 1 hour (replacing any older setup or reset token,
 * whose link stops working) and queues the German reset e-mail, in one transaction. Unknown or
 * disabled e-mails do nothing; the caller answers the same either way.
 *
 * @returns whether an e-mail was queued (for tests and logs only; never shown to the caller).
 */
export async function requestPasswordReset(email: string, now = new Date()): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return getDb().$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { email: address },
      select: { id: true, email: true, disabledAt: true },
    });
    if (!user || user.disabledAt) return false;
    const { token, hash, expiresAt } = createSetupToken(now, RESET_TOKEN_TTL_MS);
    await tx.user.update({ where: { id: user.id }, data: { passwordSetupToken: hash, tokenExpiry: expiresAt } });
    await queueEmail(
      {
        ...passwordResetEmail({ resetUrl: passwordSetupUrl(token), validHours: RESET_TOKEN_TTL_MS / 3_600_000 }),
        to: user.email,
        // One e-mail per token: a second request sends a new e-mail with the new link.
        idempotencyKey: `password-reset-${user.id}-${hash.slice(0, 32)}`,
      },
      tx,
    );
    return true;
  });
}

/**
 * The admin sends company `companyId`'s user a new password setup link (issue 13 §2): a new 48-hour
 * token replaces the old one (whose link stops working), the e-mail is queued and the audit row
 * "company.setup_link_resent" written, all in one transaction.
 *
 * @returns the token's expiry.
 * @throws ApiError 404 (no such company), 409 (the company has no user account).
 */
export async function resendCompanySetupLink(
  companyId: number,
  actor: AuditActor,
  now = new Date(),
): Promise<{ expiresAt: Date }> {
  return getDb().$transaction(async (tx) => {
    const company = await tx.company.findUnique({
      where: { id: companyId },
      select: { id: true, name: true, user: { select: { id: true, email: true, password: true, tokenExpiry: true } } },
    });
    if (!company) throw new ApiError(404, "Firma nicht gefunden.");
    if (!company.user)
      throw new ApiError(409, "Diese Firma hat kein Benutzerkonto, an das ein Link gesendet werden kann.");
    const { token, hash, expiresAt } = createSetupToken(now);
    await tx.user.update({
      where: { id: company.user.id },
      data: { passwordSetupToken: hash, tokenExpiry: expiresAt },
    });
    await queueEmail(
      {
        ...setupLinkResentEmail({
          companyName: company.name,
          setupUrl: passwordSetupUrl(token),
          validHours: SETUP_TOKEN_TTL_MS / 3_600_000,
        }),
        to: company.user.email,
        idempotencyKey: `setup-link-resent-${company.user.id}-${hash.slice(0, 32)}`,
        companyId: company.id,
      },
      tx,
    );
    await recordAudit(tx, {
      actor,
      action: "company.setup_link_resent",
      entityType: "company",
      entityId: company.id,
      before: {
        passwordSet: company.user.password !== null,
        tokenExpiry: company.user.tokenExpiry?.toISOString() ?? null,
      },
      after: { tokenExpiry: expiresAt.toISOString() },
    });
    return { expiresAt };
  });
}

/** What `inviteCompanyUser` needs: the login e-mail and the data of the verified company it creates. */
export interface CompanyInvite {
  email: string;
  companyName: string;
  /** Company city (default "Wien", §3 companies.city). */
  city?: string;
  /**
   * The company's address, e.g. "Ottakringer Straße 100, 1160 Wien" (§3 companies.contact_info).
   * Matching reads the company's district from its postcode (lib/domain/matching.ts).
   */
  contactInfo?: string;
  /** Services the company offers (German names, as shown to admins). */
  services?: string[];
  /** Postcode of the company's address (district ranking of the matching). */
  zipCode?: string | null;
  /** Contact phone and e-mail shown to the admin (the login e-mail stays separate). */
  contactPhone?: string | null;
  contactEmail?: string | null;
}

/** The invited user, its company and the (raw, shown only this once) setup token and link. */
export interface CompanyInvitation {
  userId: number;
  companyId: number;
  token: string;
  expiresAt: Date;
  setupUrl: string;
}

/**
 * Creates (or re-invites) a company user for `email` with a verified company `companyName`, and
 * issues a new setup token (48 h, §4 "Setup token"). Returns the raw token (only this once) and the
 * setup link. An existing company user keeps its company; only its token is renewed.
 *
 * @param tx a Prisma transaction client: the user and company are then written in the caller's
 *   transaction (e.g. approving a registration, lib/data/company-registrations.ts), and exist only if
 *   it commits. Without it, a transaction of its own is used.
 * @throws ApiError 409 when the e-mail belongs to an admin (or any other non-company role).
 */
export async function inviteCompanyUser(
  input: CompanyInvite,
  tx?: Prisma.TransactionClient,
): Promise<CompanyInvitation> {
  const email = input.email.trim().toLowerCase();
  const { token, hash, expiresAt } = createSetupToken();
  const invite = async (db: Prisma.TransactionClient): Promise<CompanyInvitation> => {
    const existing = await db.user.findUnique({ where: { email }, select: { role: true } });
    if (existing && existing.role !== ROLES.company) {
      throw new ApiError(409, "Diese E-Mail-Adresse gehört zu einem Konto, das keine Firma ist.");
    }
    const user = await db.user.upsert({
      where: { email },
      create: { email, role: ROLES.company, passwordSetupToken: hash, tokenExpiry: expiresAt },
      update: { passwordSetupToken: hash, tokenExpiry: expiresAt },
      select: { id: true, company: { select: { id: true } } },
    });
    const company =
      user.company ??
      (await db.company.create({
        data: {
          userId: user.id,
          name: input.companyName,
          verified: true,
          verifiedAt: new Date(),
          city: input.city ?? "Wien",
          contactInfo: input.contactInfo?.trim() || null,
          services: input.services ?? [],
          zipCode: input.zipCode?.trim() || null,
          contactPhone: input.contactPhone?.trim() || null,
          contactEmail: input.contactEmail?.trim() || null,
        },
        select: { id: true },
      }));
    return { userId: user.id, companyId: company.id, token, expiresAt, setupUrl: passwordSetupUrl(token) };
  };
  return tx ? invite(tx) : getDb().$transaction(invite);
}

/** Name of company `companyId`, or null when it no longer exists. */
export async function findCompanyName(companyId: number): Promise<string | null> {
  const company = await getDb().company.findUnique({ where: { id: companyId }, select: { name: true } });
  return company?.name ?? null;
}

/**
 * Disables (or enables again) user `userId`: a disabled user cannot log in, and disabling ends all
 * of its sessions on every instance within 30 s (issue 12 §3).
 *
 * @throws ApiError 404 when the user does not exist.
 */
export async function setUserDisabled(userId: number, disabled: boolean): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId },
      data: { disabledAt: disabled ? new Date() : null },
    });
    if (count === 0) throw new ApiError(404, "Benutzer nicht gefunden.");
    if (disabled) await endAllSessions(userId, tx);
  });
}
