/**
 * Checks an e-mail and password against the users table (authenticated-side.md §3 "users").
 * Used by POST /api/auth/login and by the password changes (company dialog, admin account page).
 */
import "server-only";
import { getDb } from "@/lib/db";
import { hashPassword, verifyPassword } from "./password";
import type { SessionUser } from "./types";

/** A user whose password was just checked: the session user plus users.session_version. */
export interface AuthenticatedUser extends SessionUser {
  /** users.session_version, carried by the session issued for this login. */
  sessionVersion: number;
}

// A hash of a random string, verified when the e-mail is unknown or has no password yet, so a
// failed login takes as long whether or not the account exists (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

/**
 * Returns the user for a matching e-mail (case-insensitive, trimmed) and password, or null when
 * the e-mail is unknown, has no password set yet, the password is wrong or the user is disabled
 * (users.disabled_at set). Every outcome verifies one argon2 hash, so the time taken reveals
 * nothing about the account.
 */
export async function authenticateCredentials(email: string, password: string): Promise<AuthenticatedUser | null> {
  const user = await getDb().user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: {
      id: true,
      email: true,
      role: true,
      password: true,
      sessionVersion: true,
      disabledAt: true,
      company: { select: { id: true } },
    },
  });
  if (!user?.password) {
    await verifyPassword(await timingDummyHash(), password);
    return null;
  }
  const matches = await verifyPassword(user.password, password);
  if (!matches || user.disabledAt) return null;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    companyId: user.company?.id ?? null,
    sessionVersion: user.sessionVersion,
  };
}

/** True when `password` is the current password of user `userId` (false for a user without one). */
export async function isCurrentPassword(userId: number, password: string): Promise<boolean> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { password: true } });
  if (!user?.password) {
    await verifyPassword(await timingDummyHash(), password);
    return false;
  }
  return verifyPassword(user.password, password);
}

/** Replaces the password of user `userId` with an argon2id hash of `password`. */
export async function setUserPassword(userId: number, password: string): Promise<void> {
  await getDb().user.update({ where: { id: userId }, data: { password: await hashPassword(password) } });
}
