/** Checks an e-mail and password against the users table. */
import "server-only";
import { getDb } from "@/lib/db";
import { hashPassword, verifyPassword } from "./password";
import type { SessionUser } from "./types";

export interface AuthenticatedUser extends SessionUser {
  sessionVersion: number;
}

// Verified for unknown e-mails too, so timing reveals no account.
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

/** The active user with this e-mail and password, else null; every outcome verifies one hash. */
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

/** True when `password` is user `userId`'s current password. */
export async function isCurrentPassword(userId: number, password: string): Promise<boolean> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { password: true } });
  if (!user?.password) {
    await verifyPassword(await timingDummyHash(), password);
    return false;
  }
  return verifyPassword(user.password, password);
}
