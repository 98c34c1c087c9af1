/**
 * The login steps: password, then for admins a TOTP/recovery code or first enrolment. Between steps
 * the client holds a sealed 5-minute token; no session exists before the second factor.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { ConflictError, UnauthorizedError } from "@/lib/errors";
import { decryptField, encryptField } from "@/lib/security/secrets";
import { authenticateCredentials, type AuthenticatedUser } from "./credentials";
import { loginDeviceCookie, loginDeviceFromRequest } from "./login-device";
import { beginLoginAttempt, completeLoginAttempt, passedLoginCheck, type LoginAttempt } from "./login-limits";
import { issueSession, type AuthCookie } from "./session";
import {
  enableTotp,
  enrolledTotpSecret,
  generateRecoveryCodes,
  generateTotpSecret,
  matchedTotpTimeStep,
  qrCodeDataUrl,
  totpUriFor,
  verifySecondFactor,
} from "./totp";
import { ROLES, type SessionUser } from "./types";

export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;

/** One answer for unknown e-mail and wrong password (no enumeration). */
export const LOGIN_FAILED_MESSAGE = "Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.";
const PENDING_EXPIRED_MESSAGE = "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.";
const WRONG_CODE_MESSAGE = "Der Code ist ungültig. Bitte versuchen Sie es erneut.";

export type PendingStep = "totp" | "totp-enrol";

interface PendingLogin {
  userId: number;
  email: string;
  sessionVersion: number;
  step: PendingStep;
  secret?: string;
  /** ms since epoch */
  expiresAt: number;
}

const PENDING_PURPOSE = "login-pending";

function sealPendingLogin(pending: PendingLogin): string {
  return encryptField(PENDING_PURPOSE, JSON.stringify(pending));
}

/** null when forged, damaged or expired. */
function openPendingLogin(token: string, step: PendingStep): PendingLogin | null {
  let pending: PendingLogin;
  try {
    pending = JSON.parse(decryptField(PENDING_PURPOSE, token)) as PendingLogin;
  } catch {
    return null;
  }
  // Only sealed tokens count: decryptField returns unprefixed values unchanged.
  if (!token.startsWith("enc:v1:") || pending.step !== step || !(Date.now() < pending.expiresAt)) return null;
  return pending;
}

export type LoginResult =
  | { step: "done"; user: SessionUser; cookies: AuthCookie[]; recoveryCodes?: string[] }
  | { step: "totp"; pendingToken: string }
  | {
      step: "totp-enrol";
      pendingToken: string;
      enrolment: { qrCodeDataUrl: string; otpauthUri: string; secret: string };
    };

function sessionUserOf(user: AuthenticatedUser): SessionUser {
  return { id: user.id, email: user.email, role: user.role, companyId: user.companyId };
}

async function finishLogin(
  user: AuthenticatedUser,
  attempt: LoginAttempt,
): Promise<{ user: SessionUser; cookies: AuthCookie[] }> {
  await completeLoginAttempt(attempt);
  await getDb().user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  const cookies = await issueSession(user);
  return { user: sessionUserOf(user), cookies: [...cookies, loginDeviceCookie(user.id)] };
}

/** Step 1: password; admins get a pending login. @throws UnauthorizedError wrong credentials; 429 over a limit */
export async function loginWithPassword(
  request: Request,
  clientAddress: string,
  email: string,
  password: string,
): Promise<LoginResult> {
  const attempt = await beginLoginAttempt(clientAddress, email, loginDeviceFromRequest(request));
  const user = await authenticateCredentials(email, password);
  if (!user) throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);
  if (user.role !== ROLES.admin) return { step: "done", ...(await finishLogin(user, attempt)) };
  await passedLoginCheck(attempt);

  const base = {
    userId: user.id,
    email: user.email,
    sessionVersion: user.sessionVersion,
    expiresAt: Date.now() + PENDING_LOGIN_TTL_MS,
  };
  if (await enrolledTotpSecret(user.id)) {
    return { step: "totp", pendingToken: sealPendingLogin({ ...base, step: "totp" }) };
  }
  const secret = generateTotpSecret();
  const otpauthUri = totpUriFor(user.email, secret);
  return {
    step: "totp-enrol",
    pendingToken: sealPendingLogin({ ...base, step: "totp-enrol", secret }),
    enrolment: { qrCodeDataUrl: await qrCodeDataUrl(otpauthUri), otpauthUri, secret },
  };
}

async function pendingUser(pending: PendingLogin): Promise<AuthenticatedUser | null> {
  const user = await getDb().user.findUnique({
    where: { id: pending.userId },
    select: {
      id: true,
      email: true,
      role: true,
      sessionVersion: true,
      disabledAt: true,
      company: { select: { id: true } },
    },
  });
  if (!user || user.disabledAt || user.role !== ROLES.admin || user.sessionVersion !== pending.sessionVersion)
    return null;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    companyId: user.company?.id ?? null,
    sessionVersion: user.sessionVersion,
  };
}

/**
 * Step 2: TOTP or recovery code -> session.
 * @throws UnauthorizedError expired or wrong code; 429 (rate limit) over a limit
 */
export async function loginWithSecondFactor(
  request: Request,
  clientAddress: string,
  pendingToken: string,
  code: string,
): Promise<LoginResult> {
  const pending = openPendingLogin(pendingToken, "totp");
  if (!pending) throw new UnauthorizedError(PENDING_EXPIRED_MESSAGE);
  const attempt = await beginLoginAttempt(clientAddress, pending.email, loginDeviceFromRequest(request));
  const user = await pendingUser(pending);
  const secret = user ? await enrolledTotpSecret(user.id) : null;
  if (!user || !secret) throw new UnauthorizedError(PENDING_EXPIRED_MESSAGE);
  if (!(await verifySecondFactor(user.id, secret, code)))
    throw new UnauthorizedError(WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
  return { step: "done", ...(await finishLogin(user, attempt)) };
}

/**
 * Step 2 of a first login: the first code confirms enrolment; returns recovery codes and session.
 * @throws UnauthorizedError expired or wrong code; ConflictError enrolled meanwhile; the rate limit's 429
 */
export async function loginWithEnrolment(
  request: Request,
  clientAddress: string,
  pendingToken: string,
  code: string,
): Promise<LoginResult> {
  const pending = openPendingLogin(pendingToken, "totp-enrol");
  if (!pending?.secret) throw new UnauthorizedError(PENDING_EXPIRED_MESSAGE);
  const attempt = await beginLoginAttempt(clientAddress, pending.email, loginDeviceFromRequest(request));
  const user = await pendingUser(pending);
  if (!user) throw new UnauthorizedError(PENDING_EXPIRED_MESSAGE);
  const timeStep = await matchedTotpTimeStep(pending.secret, code);
  if (timeStep === null) throw new UnauthorizedError(WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
  const recoveryCodes = generateRecoveryCodes();
  if (!(await enableTotp(user.id, pending.secret, recoveryCodes, timeStep))) {
    throw new ConflictError(
      "Die Zwei-Faktor-Anmeldung wurde inzwischen eingerichtet. Bitte melden Sie sich erneut an.",
    );
  }
  return { step: "done", ...(await finishLogin(user, attempt)), recoveryCodes };
}
