/**
 * Users, password setup and reset, and resent setup links. Passwords are argon2id hashes; setup
 * tokens are stored as SHA-256.
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
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/validation/auth";

export interface SetupTokenCheck {
  valid: boolean;
  expired: boolean;
  message: string;
  email: string | null;
}

export const INVALID_SETUP_LINK = "Ungültiger Link: Der Link ist ungültig oder wurde bereits verwendet.";

const INVALID: SetupTokenCheck = {
  valid: false,
  expired: false,
  message: INVALID_SETUP_LINK,
  email: null,
};
const EXPIRED_MESSAGE = "Link abgelaufen: Der Link ist nicht mehr gültig.";

export function passwordSetupUrl(token: string): string {
  return new URL(`/password-setup/${encodeURIComponent(token)}`, env.SITE_URL).toString();
}

/** Admins: 12, everyone else: 6. */
function passwordMinLengthFor(role: string): number {
  return role === ROLES.admin ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;
}

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

/** Whether `token` is a current setup or reset token, and its e-mail. Never throws for bad tokens. */
export async function checkSetupToken(token: string, now = new Date()): Promise<SetupTokenCheck> {
  return (await checkTokenUser(token, now)).check;
}

/** Companies get a session at once; admins log in with their second factor. */
export type SetupAccount = "company" | "admin";

export type SetupPasswordResult =
  { status: "ok"; email: string; account: SetupAccount } | { status: "invalid" | "expired"; message: string };

/**
 * Sets the password, consumes the token and ends the user's other sessions; of two concurrent
 * requests with one token only one succeeds. The caller issues the new session.
 * @throws ValidationError when an admin's password is shorter than 12 characters.
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
    throw new ValidationError(message, { password: message });
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
 * "Passwort vergessen?": a 1-hour reset token (older links stop working) and e-mail for an active
 * user. Returns whether an e-mail was queued, never for the caller, which answers the same either way.
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
        idempotencyKey: `password-reset-${user.id}-${hash.slice(0, 32)}`,
      },
      tx,
    );
    return true;
  });
}

/**
 * A new 48-hour setup link for a company's user (the old one stops working), e-mailed and audited.
 * Returns the token's expiry.
 * @throws NotFoundError no such company; ConflictError the company has no user account.
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
    if (!company) throw new NotFoundError("Firma nicht gefunden.");
    if (!company.user)
      throw new ConflictError("Diese Firma hat kein Benutzerkonto, an das ein Link gesendet werden kann.");
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

export interface CompanyInvite {
  email: string;
  companyName: string;
  city?: string;
  /** The address; matching reads the district from its postcode. */
  contactInfo?: string;
  services?: string[];
  zipCode?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
}

/** The raw setup token is shown only this once. */
export interface CompanyInvitation {
  userId: number;
  companyId: number;
  token: string;
  expiresAt: Date;
  setupUrl: string;
}

/**
 * Creates (or re-invites) a company user with a verified company and a new 48-hour setup token.
 * @param tx the caller's transaction: user and company exist only if it commits.
 * @throws ConflictError when the e-mail belongs to a non-company user.
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
      throw new ConflictError("Diese E-Mail-Adresse gehört zu einem Konto, das keine Firma ist.");
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

export async function findCompanyName(companyId: number): Promise<string | null> {
  const company = await getDb().company.findUnique({ where: { id: companyId }, select: { name: true } });
  return company?.name ?? null;
}

/**
 * Disables or enables a user; disabling ends its sessions on every instance within 30 s.
 * @throws NotFoundError when the user does not exist.
 */
export async function setUserDisabled(userId: number, disabled: boolean): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId },
      data: { disabledAt: disabled ? new Date() : null },
    });
    if (count === 0) throw new NotFoundError("Benutzer nicht gefunden.");
    if (disabled) await endAllSessions(userId, tx);
  });
}
