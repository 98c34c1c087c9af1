/**
 * Accounts and session cookies for integration tests: creates users with known passwords and logs
 * them in through POST /api/auth/login (admins also through the TOTP step, POST
 * /api/auth/totp/verify, with a code of their known secret), so tests exercise the real session cookie.
 */
import { POST as login } from "@/app/api/auth/login/route";
import { POST as verifyTotp } from "@/app/api/auth/totp/verify/route";
import { hashPassword } from "@/lib/auth/password";
import { enrolledTotpSecret, generateTotpSecret, totpCode } from "@/lib/auth/totp";
import { getDb } from "@/lib/db";
import { encryptField } from "@/lib/security/secrets";
import { CHECKED_COMPANY } from "./checked-company";

let loginIp = 0;

/** A login POST from a fresh test address (TRUSTED_PROXY_HOPS=1: the last X-Forwarded-For entry). */
function loginRequest(path: string, body: unknown): Request {
  loginIp += 1;
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.77.${Math.floor(loginIp / 250)}.${loginIp % 250}`,
    },
    body: JSON.stringify(body),
  });
}

/** The Cookie header value (name=value pairs) of a response's Set-Cookie headers. */
export function cookieHeaderOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * The current TOTP code of `secret` for user `userId`, made acceptable again: a code is accepted
 * once (no replay), and tests log the same admin in several times within 30 s, so this forgets the
 * user's last accepted time step first (test set-up only).
 */
export async function reusableTotpCode(userId: number, secret: string): Promise<string> {
  await getDb().user.update({ where: { id: userId }, data: { totpLastTimeStep: null } });
  return totpCode(secret);
}

/**
 * Logs `email` in and returns the Cookie header value of the session (with the login device
 * cookie). Admins pass the second step with a current code of their enrolled TOTP secret.
 * Throws when the login fails.
 */
export async function sessionCookie(email: string, password: string): Promise<string> {
  let response = await login(loginRequest("/api/auth/login", { email, password }));
  if (response.status !== 200)
    throw new Error(`Login von ${email} fehlgeschlagen: ${response.status} ${await response.text()}`);
  const answer = (await response.clone().json()) as { step?: string; pendingToken?: string };
  if (answer.step === "totp") {
    const user = await getDb().user.findUniqueOrThrow({
      where: { email: email.trim().toLowerCase() },
      select: { id: true },
    });
    const secret = await enrolledTotpSecret(user.id);
    if (!secret) throw new Error(`${email} hat keine eingerichtete Zwei-Faktor-Anmeldung.`);
    response = await verifyTotp(
      loginRequest("/api/auth/totp/verify", {
        pendingToken: answer.pendingToken,
        code: await reusableTotpCode(user.id, secret),
      }),
    );
    if (response.status !== 200)
      throw new Error(`TOTP-Schritt von ${email} fehlgeschlagen: ${response.status} ${await response.text()}`);
  } else if (answer.step) {
    throw new Error(`Login von ${email} verlangt den Schritt ${answer.step}.`);
  }
  return cookieHeaderOf(response);
}

/** Creates a company user with a verified, checked company; returns ids and a logged-in Cookie header. */
export async function createCompanyAccount(email: string, password = "geheim123", name = `Firma ${email}`) {
  const user = await getDb().user.create({
    data: {
      email,
      password: await hashPassword(password),
      role: "company",
      company: { create: { name, verified: true, ...CHECKED_COMPANY } },
    },
    select: { id: true, company: { select: { id: true } } },
  });
  return {
    userId: user.id,
    companyId: user.company!.id,
    email,
    password,
    cookie: await sessionCookie(email, password),
  };
}

/**
 * Creates an admin user with TOTP already enrolled (a random secret, stored encrypted as the app
 * does); returns its id, the secret and a logged-in Cookie header.
 */
export async function createAdminAccount(email: string, password = "admin-geheim") {
  const totpSecret = generateTotpSecret();
  const user = await getDb().user.create({
    data: {
      email,
      password: await hashPassword(password),
      role: "admin",
      totpSecret: encryptField("totp-secret", totpSecret),
      totpEnabledAt: new Date(),
    },
    select: { id: true },
  });
  return { userId: user.id, email, password, totpSecret, cookie: await sessionCookie(email, password) };
}
