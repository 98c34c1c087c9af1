/**
 * Accounts and session cookies for integration tests: creates users with known passwords and logs
 * them in through POST /api/auth/login, so tests exercise the real session cookie.
 */
import { POST as login } from "@/app/api/auth/login/route";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";

let loginIp = 0;

/** Logs `email` in and returns the Cookie header value of the session. Throws when the login fails. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  loginIp += 1;
  const response = await login(
    new Request("http://localhost:3000/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${Math.floor(loginIp / 250)}.${loginIp % 250}` },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (response.status !== 200) throw new Error(`Login von ${email} fehlgeschlagen: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Creates a company user with a verified company; returns ids and a logged-in Cookie header. */
export async function createCompanyAccount(email: string, password = "geheim123", name = `Firma ${email}`) {
  const user = await getDb().user.create({
    data: { email, password: await hashPassword(password), role: "company", company: { create: { name, verified: true } } },
    select: { id: true, company: { select: { id: true } } },
  });
  return { userId: user.id, companyId: user.company!.id, email, password, cookie: await sessionCookie(email, password) };
}

/** Creates an admin user; returns its id and a logged-in Cookie header. */
export async function createAdminAccount(email: string, password = "admin-geheim") {
  const user = await getDb().user.create({
    data: { email, password: await hashPassword(password), role: "admin" },
    select: { id: true },
  });
  return { userId: user.id, email, password, cookie: await sessionCookie(email, password) };
}
