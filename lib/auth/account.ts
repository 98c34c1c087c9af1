/**
 * A logged-in user changes its own password (issue 12 §2 "Login": the admin's "Passwort ändern"
 * page; §3: a password change ends every other session, the current one is re-issued).
 */
import "server-only";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { isCurrentPassword } from "./credentials";
import { hashPassword } from "./password";
import { endAllSessions, issueSession, type AuthCookie } from "./session";
import type { SessionUser } from "./types";

const WRONG_CURRENT = "Das aktuelle Passwort ist nicht korrekt.";

/**
 * Replaces the password of `user` after checking `currentPassword`, ends every session of the user
 * (session version raised in the same transaction, with the audit row "user.password_change"; no
 * password or hash in it) and returns the cookies of a new session for
 * the caller. Guesses of the current password from a stolen session are capped at 10 per user and
 * 15 minutes.
 *
 * @throws ApiError 400 (field `currentPassword`) for a wrong current password, 429 over the cap.
 */
export async function changeOwnPassword(
  user: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<AuthCookie[]> {
  await enforceRateLimit("change-password", String(user.id), 10, 900);
  if (!(await isCurrentPassword(user.id, currentPassword))) {
    throw new ApiError(400, WRONG_CURRENT, { currentPassword: WRONG_CURRENT });
  }
  const hash = await hashPassword(newPassword);
  const sessionVersion = await getDb().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { password: hash } });
    await recordAudit(tx, { actor: user, action: "user.password_change", entityType: "user", entityId: user.id });
    return endAllSessions(user.id, tx);
  });
  return issueSession({ ...user, sessionVersion });
}
