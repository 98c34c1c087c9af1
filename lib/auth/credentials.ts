/**
 * Checks an e-mail and password against the users table (authenticated-side.md §3 "users").
 * Used by the Auth.js credentials provider (lib/auth/config.ts) and by the password change.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { hashPassword, verifyPassword } from "./password";
import type { SessionUser } from "./types";

// A hash of a random string, verified when the e-mail is unknown or has no password yet, so a
// failed login takes as long whether or not the account exists (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

/**
 * Returns the session user for a matching e-mail (case-insensitive, trimmed) and password, or
 * null when the e-mail is unknown, has no password set yet, or the password is wrong.
 */
export async function authenticateCredentials(email: string, password: string): Promise<SessionUser | null> {
  const user = await getDb().user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, role: true, password: true, company: { select: { id: true } } },
  });
  if (!user?.password) {
    await verifyPassword(await timingDummyHash(), password);
    return null;
  }
  if (!(await verifyPassword(user.password, password))) return null;
  return { id: user.id, email: user.email, role: user.role, companyId: user.company?.id ?? null };
}

/** True when `password` is the current password of user `userId`. */
export async function isCurrentPassword(userId: number, password: string): Promise<boolean> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { password: true } });
  if (!user?.password) return false;
  return verifyPassword(user.password, password);
}

/** Replaces the password of user `userId` with an argon2id hash of `password`. */
export async function setUserPassword(userId: number, password: string): Promise<void> {
  await getDb().user.update({ where: { id: userId }, data: { password: await hashPassword(password) } });
}
