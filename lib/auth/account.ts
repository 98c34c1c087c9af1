import "server-only";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { ValidationError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { isCurrentPassword } from "./credentials";
import { hashPassword } from "./password";
import { endAllSessions, issueSession, type AuthCookie } from "./session";
import type { SessionUser } from "./types";

const WRONG_CURRENT = "Das aktuelle Passwort ist nicht korrekt.";

/**
 * Changes `user`'s password after checking `currentPassword`, ends every session and returns cookies
 * of a new one. @throws ValidationError (field `currentPassword`) when wrong; 429 (rate limit) after
 * 10 guesses / 15 min
 */
export async function changeOwnPassword(
  user: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<AuthCookie[]> {
  await enforceRateLimit("change-password", String(user.id), 10, 900);
  if (!(await isCurrentPassword(user.id, currentPassword))) {
    throw new ValidationError(WRONG_CURRENT, { currentPassword: WRONG_CURRENT });
  }
  const hash = await hashPassword(newPassword);
  const sessionVersion = await getDb().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { password: hash } });
    await recordAudit(tx, { actor: user, action: "user.password_change", entityType: "user", entityId: user.id });
    return endAllSessions(user.id, tx);
  });
  return issueSession({ ...user, sessionVersion });
}
