/**
 * The login as the routes run it (issue 12 §2 "Login"): the password step for everyone, and for
 * admins a second step with a TOTP code (or a recovery code), or, on the first login, the TOTP
 * enrolment (QR code, first code, recovery codes shown once).
 *
 * Between the steps the client holds a pending-login token: the user id, e-mail, session version,
 * step and (for enrolment) the new secret, encrypted and authenticated with AES-256-GCM under the
 * key "login-pending", valid 5 minutes. No session exists before the second factor is checked.
 * Every password and every code counts against the login limits (lib/auth/login-limits.ts); the
 * count is cleared only when the whole login succeeded.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
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

/** Lifetime of a pending login between the password and the second step (ms). */
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;

/** One answer for an unknown e-mail and a wrong password: no account enumeration. */
export const LOGIN_FAILED_MESSAGE = "Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.";
const PENDING_EXPIRED_MESSAGE = "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.";
const WRONG_CODE_MESSAGE = "Der Code ist ungültig. Bitte versuchen Sie es erneut.";

/** The second step a pending login waits for. */
export type PendingStep = "totp" | "totp-enrol";

interface PendingLogin {
  userId: number;
  email: string;
  sessionVersion: number;
  step: PendingStep;
  /** Base32 TOTP secret offered for enrolment (step "totp-enrol" only). */
  secret?: string;
  /** Expiry (ms since epoch). */
  expiresAt: number;
}

const PENDING_PURPOSE = "login-pending";

function sealPendingLogin(pending: PendingLogin): string {
  return encryptField(PENDING_PURPOSE, JSON.stringify(pending));
}

/** The pending login of `token`, or null when it is forged, damaged or older than 5 minutes. */
function openPendingLogin(token: string, step: PendingStep): PendingLogin | null {
  let pending: PendingLogin;
  try {
    pending = JSON.parse(decryptField(PENDING_PURPOSE, token)) as PendingLogin;
  } catch {
    return null;
  }
  // decryptField hands a value without its prefix back unchanged: only sealed tokens count.
  if (!token.startsWith("enc:v1:") || pending.step !== step || !(Date.now() < pending.expiresAt)) return null;
  return pending;
}

/** The result of a login step. */
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

/** Issues the session and the login device cookie, and clears the attempt's count. */
async function finishLogin(
  user: AuthenticatedUser,
  attempt: LoginAttempt,
): Promise<{ user: SessionUser; cookies: AuthCookie[] }> {
  await completeLoginAttempt(attempt);
  // Shown to the admin in the company details (issue 13 §2 "when it last logged in").
  await getDb().user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  const cookies = await issueSession(user);
  return { user: sessionUserOf(user), cookies: [...cookies, loginDeviceCookie(user.id)] };
}

/**
 * Step 1: e-mail and password from `clientAddress`. Company users (and any non-admin) are logged in
 * at once; admins get a pending login for their code, or for the TOTP enrolment on their first login.
 *
 * @throws ApiError 429 over a login limit, 401 for wrong credentials (one message for all causes).
 */
export async function loginWithPassword(
  request: Request,
  clientAddress: string,
  email: string,
  password: string,
): Promise<LoginResult> {
  const attempt = await beginLoginAttempt(clientAddress, email, loginDeviceFromRequest(request));
  const user = await authenticateCredentials(email, password);
  if (!user) throw new ApiError(401, LOGIN_FAILED_MESSAGE);
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

/** The user of a pending login if it may still log in (exists, not disabled, admin, same session version). */
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
 * Step 2 of an enrolled admin: the 6-digit code of the authenticator app or an unused recovery
 * code (used up by this call) → the session.
 *
 * @throws ApiError 401 for an expired or forged pending login and for a wrong code (field `code`),
 *         429 over a login limit.
 */
export async function loginWithSecondFactor(
  request: Request,
  clientAddress: string,
  pendingToken: string,
  code: string,
): Promise<LoginResult> {
  const pending = openPendingLogin(pendingToken, "totp");
  if (!pending) throw new ApiError(401, PENDING_EXPIRED_MESSAGE);
  const attempt = await beginLoginAttempt(clientAddress, pending.email, loginDeviceFromRequest(request));
  const user = await pendingUser(pending);
  const secret = user ? await enrolledTotpSecret(user.id) : null;
  if (!user || !secret) throw new ApiError(401, PENDING_EXPIRED_MESSAGE);
  if (!(await verifySecondFactor(user.id, secret, code)))
    throw new ApiError(401, WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
  return { step: "done", ...(await finishLogin(user, attempt)) };
}

/**
 * Step 2 of an admin's first login: the first code of the newly scanned secret confirms the
 * enrolment; the answer carries the 10 recovery codes (shown once) and the session.
 *
 * @throws ApiError 401 for an expired or forged pending login and for a wrong code (field `code`),
 *         409 when the account was enrolled meanwhile (another login), 429 over a login limit.
 */
export async function loginWithEnrolment(
  request: Request,
  clientAddress: string,
  pendingToken: string,
  code: string,
): Promise<LoginResult> {
  const pending = openPendingLogin(pendingToken, "totp-enrol");
  if (!pending?.secret) throw new ApiError(401, PENDING_EXPIRED_MESSAGE);
  const attempt = await beginLoginAttempt(clientAddress, pending.email, loginDeviceFromRequest(request));
  const user = await pendingUser(pending);
  if (!user) throw new ApiError(401, PENDING_EXPIRED_MESSAGE);
  const timeStep = await matchedTotpTimeStep(pending.secret, code);
  if (timeStep === null) throw new ApiError(401, WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
  const recoveryCodes = generateRecoveryCodes();
  if (!(await enableTotp(user.id, pending.secret, recoveryCodes, timeStep))) {
    throw new ApiError(
      409,
      "Die Zwei-Faktor-Anmeldung wurde inzwischen eingerichtet. Bitte melden Sie sich erneut an.",
    );
  }
  return { step: "done", ...(await finishLogin(user, attempt)), recoveryCodes };
}
