/**
 * Users and their password setup (authenticated-side.md §3 "users", §2 "Password setup", §4
 * "Setup token"). Passwords are argon2id hashes (lib/auth/password.ts); setup tokens are stored as
 * SHA-256 (lib/auth/setup-token.ts).
 */
import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { endAllSessions } from "@/lib/auth/session";
import { createSetupToken, hashSetupToken } from "@/lib/auth/setup-token";
import { ROLES } from "@/lib/auth/types";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";

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
const EXPIRED_MESSAGE = "Link abgelaufen: Der Link war 48 Stunden gültig.";

/** The link a partner opens to set its first password. */
export function passwordSetupUrl(token: string): string {
  return new URL(`/password-setup/${encodeURIComponent(token)}`, env.SITE_URL).toString();
}

/** Whether `token` is a current setup token, and the e-mail it belongs to. Never throws for bad tokens. */
export async function checkSetupToken(token: string, now = new Date()): Promise<SetupTokenCheck> {
  if (!token || token.length > 200) return INVALID;
  const user = await getDb().user.findUnique({
    where: { passwordSetupToken: hashSetupToken(token) },
    select: { email: true, tokenExpiry: true },
  });
  if (!user) return INVALID;
  if (!user.tokenExpiry || user.tokenExpiry <= now) {
    return { valid: false, expired: true, message: EXPIRED_MESSAGE, email: null };
  }
  return { valid: true, expired: false, message: "Link gültig.", email: user.email };
}

export type SetupPasswordResult =
  | { status: "ok"; email: string }
  | { status: "invalid" | "expired"; message: string };

/**
 * Sets the password of the token's user and consumes the token, atomically: of two concurrent
 * requests with the same token only one succeeds.
 */
export async function setPasswordWithToken(token: string, password: string, now = new Date()): Promise<SetupPasswordResult> {
  const check = await checkSetupToken(token, now);
  if (!check.valid || !check.email) {
    return { status: check.expired ? "expired" : "invalid", message: check.message };
  }
  const hash = hashSetupToken(token);
  const { count } = await getDb().user.updateMany({
    where: { passwordSetupToken: hash, tokenExpiry: { gt: now } },
    data: { password: await hashPassword(password), passwordSetupToken: null, tokenExpiry: null },
  });
  if (count !== 1) return { status: "invalid", message: INVALID.message };
  return { status: "ok", email: check.email };
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
export async function inviteCompanyUser(input: CompanyInvite, tx?: Prisma.TransactionClient): Promise<CompanyInvitation> {
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
          city: input.city ?? "Wien",
          contactInfo: input.contactInfo?.trim() || null,
          services: input.services ?? [],
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
    const { count } = await tx.user.updateMany({ where: { id: userId }, data: { disabledAt: disabled ? new Date() : null } });
    if (count === 0) throw new ApiError(404, "Benutzer nicht gefunden.");
    if (disabled) await endAllSessions(userId, tx);
  });
}
