/**
 * The auth calls of authenticated-side.md §7 against a real database: login (validation, limits,
 * no account enumeration), me, logout, setup-token validation, password setup, change password.
 */
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as setupPassword } from "@/app/api/auth/setup-password/route";
import { GET as validateSetupToken } from "@/app/api/auth/validate-setup-token/[token]/route";
import { POST as changePassword } from "@/app/api/company/change-password/route";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/config";
import { verifyPassword } from "@/lib/auth/password";
import { createSetupToken } from "@/lib/auth/setup-token";
import { inviteCompanyUser } from "@/lib/data/users";
import { closeDb, getDb } from "@/lib/db";
import { ConflictError } from "@/lib/errors";
import { env } from "@/lib/env";
import { createAdminAccount, createCompanyAccount, sessionCookie } from "../support/auth";
import { later } from "../support/clock";

let ipCounter = 0;
function post(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  ipCounter += 1;
  return new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": `10.2.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
const get = (url: string, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const validate = (token: string) =>
  validateSetupToken(get(`/api/auth/validate-setup-token/${token}`), { params: Promise.resolve({ token }) });
const FAILED = "Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.";

describe("POST /api/auth/login", () => {
  it("logs a company in: { user } with role and a session cookie that /api/auth/me accepts", async () => {
    const account = await createCompanyAccount("login-ok@example.at");
    const response = await login(
      post("/api/auth/login", { email: "Login-OK@example.at ", password: account.password }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).user).toEqual({
      id: account.userId,
      email: "login-ok@example.at",
      role: "company",
      companyId: account.companyId,
    });
    const cookie = cookiesOf(response);
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const meResponse = await me(get("/api/auth/me", cookie));
    expect(meResponse.status).toBe(200);
    expect((await meResponse.json()).user).toMatchObject({
      id: account.userId,
      role: "company",
      companyName: "Firma login-ok@example.at",
    });
  });

  it("answers a wrong password and an unknown e-mail with the same 401 and sets no cookie", async () => {
    await createCompanyAccount("login-wrong@example.at");
    const wrong = await login(post("/api/auth/login", { email: "login-wrong@example.at", password: "falsch123" }));
    const unknown = await login(post("/api/auth/login", { email: "niemand@example.at", password: "falsch123" }));
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: FAILED });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("rejects invalid, malformed, oversize and cross-site requests", async () => {
    const invalid = await login(post("/api/auth/login", { email: "kein-mail", password: "123" }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({
      email: "Ungültige E-Mail-Adresse",
      password: "Passwort muss mindestens 6 Zeichen haben",
    });
    expect((await login(post("/api/auth/login", "{nicht json"))).status).toBe(400);
    expect((await login(post("/api/auth/login", { email: "a@b.at", password: "x".repeat(70 * 1024) }))).status).toBe(
      413,
    );
    expect(
      (
        await login(
          post("/api/auth/login", { email: "a@b.at", password: "geheim123" }, { origin: "https://evil.example" }),
        )
      ).status,
    ).toBe(403);
  });

  it("pauses an account after too many failures, for everyone, and a success clears the count", async () => {
    const account = await createCompanyAccount("login-limit@example.at");
    for (let i = 1; i < env.LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await login(post("/api/auth/login", { email: account.email, password: "falsch123" }))).status).toBe(401);
    }
    // One failure short of the limit: the right password still works and resets the count.
    expect((await login(post("/api/auth/login", { email: account.email, password: account.password }))).status).toBe(
      200,
    );
    for (let i = 0; i < env.LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await login(post("/api/auth/login", { email: account.email, password: "falsch123" }))).status).toBe(401);
    }
    const paused = await login(post("/api/auth/login", { email: account.email, password: account.password }));
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await paused.json()).message).toMatch(/Zu viele Anmeldeversuche/);
    // An unknown e-mail is paused the same way, so the answer reveals nothing.
    for (let i = 0; i < env.LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
      await login(post("/api/auth/login", { email: "gibt-es-nicht@example.at", password: "falsch123" }));
    }
    expect(
      (await login(post("/api/auth/login", { email: "gibt-es-nicht@example.at", password: "falsch123" }))).status,
    ).toBe(429);
    // Another account from the same machines is unaffected.
    const other = await createCompanyAccount("login-limit-other@example.at");
    expect(other.cookie).toMatch(/session-token/);
  });

  it("limits attempts per IP address", async () => {
    const headers = { "x-forwarded-for": "10.250.0.1" };
    for (let i = 0; i < env.LOGIN_ATTEMPTS_PER_IP; i += 1) {
      await login(post("/api/auth/login", { email: `ip-${i}@example.at`, password: "falsch123" }, headers));
    }
    expect(
      (await login(post("/api/auth/login", { email: "ip-last@example.at", password: "falsch123" }, headers))).status,
    ).toBe(429);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("answers 401 without or with a forged session cookie", async () => {
    expect((await me(get("/api/auth/me"))).status).toBe(401);
    expect((await me(get("/api/auth/me", "authjs.session-token=gefälscht"))).status).toBe(401);
  });

  it("refuses a session after its 8 hours even when it was accepted (and remembered) before", async () => {
    const account = await createCompanyAccount("expiry@example.at");
    expect((await me(get("/api/auth/me", account.cookie))).status).toBe(200);
    await later((SESSION_MAX_AGE_SECONDS + 60) * 1000, async () => {
      expect((await me(get("/api/auth/me", account.cookie))).status).toBe(401);
    });
    expect((await me(get("/api/auth/me", account.cookie))).status).toBe(200);
  });

  it("logout empties the session cookie", async () => {
    const account = await createCompanyAccount("logout@example.at");
    const response = await logout(post("/api/auth/logout", undefined, { cookie: account.cookie }));
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith("authjs.session-token="));
    expect(cleared).toMatch(/^authjs\.session-token=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
  });

  it("reports an admin with role admin and no company", async () => {
    const admin = await createAdminAccount("me-admin@example.at");
    expect((await (await me(get("/api/auth/me", admin.cookie))).json()).user).toMatchObject({
      role: "admin",
      companyId: null,
      companyName: null,
    });
  });
});

describe("password setup", () => {
  it("validates a fresh invitation, sets the password once, logs the partner in", async () => {
    const invite = await inviteCompanyUser({ email: "Setup@Example.at", companyName: "Setup Bau GmbH" });
    expect(invite.setupUrl).toBe(`${new URL(env.SITE_URL).origin}/password-setup/${invite.token}`);
    expect(await (await validate(invite.token)).json()).toEqual({
      valid: true,
      expired: false,
      message: "Link gültig.",
      email: "setup@example.at",
    });
    const stored = await getDb().user.findUniqueOrThrow({ where: { email: "setup@example.at" } });
    expect(stored.passwordSetupToken).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.passwordSetupToken).not.toContain(invite.token);
    expect(stored.tokenExpiry!.getTime() - Date.now()).toBeGreaterThan(47.9 * 3600 * 1000);

    const response = await setupPassword(
      post("/api/auth/setup-password", { token: invite.token, password: "neues-passwort" }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).expired).toBe(false);
    expect((await (await me(get("/api/auth/me", cookiesOf(response)))).json()).user).toMatchObject({
      email: "setup@example.at",
      companyName: "Setup Bau GmbH",
    });
    expect(await sessionCookie("setup@example.at", "neues-passwort")).toMatch(/session-token/);

    // Single use: the link is now invalid.
    expect(await (await validate(invite.token)).json()).toMatchObject({ valid: false, expired: false, email: null });
    const again = await setupPassword(
      post("/api/auth/setup-password", { token: invite.token, password: "anderes-passwort" }),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).expired).toBe(false);
    const after = await getDb().user.findUniqueOrThrow({ where: { email: "setup@example.at" } });
    expect(await verifyPassword(after.password!, "neues-passwort")).toBe(true);
  });

  it("reports an expired link as expired and keeps the account unchanged", async () => {
    const { token, hash } = createSetupToken(new Date(Date.now() - 49 * 3600 * 1000));
    await getDb().user.create({
      data: { email: "expired@example.at", passwordSetupToken: hash, tokenExpiry: new Date(Date.now() - 3600 * 1000) },
    });
    expect(await (await validate(token)).json()).toMatchObject({ valid: false, expired: true });
    const response = await setupPassword(post("/api/auth/setup-password", { token, password: "neues-passwort" }));
    expect(response.status).toBe(400);
    expect((await response.json()).expired).toBe(true);
    expect((await getDb().user.findUniqueOrThrow({ where: { email: "expired@example.at" } })).password).toBeNull();
  });

  it("rejects unknown tokens and invalid bodies", async () => {
    expect(await (await validate("unbekannt")).json()).toMatchObject({ valid: false, expired: false });
    const short = await setupPassword(post("/api/auth/setup-password", { token: "x", password: "123" }));
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual({ password: "Passwort muss mindestens 6 Zeichen lang sein" });
    const missing = await setupPassword(post("/api/auth/setup-password", { password: "geheim123" }));
    expect((await missing.json()).errors).toEqual({ token: "Token ist erforderlich" });
    expect((await setupPassword(post("/api/auth/setup-password", "{"))).status).toBe(400);
    expect(
      (await setupPassword(post("/api/auth/setup-password", { token: "x".repeat(70 * 1024), password: "geheim123" })))
        .status,
    ).toBe(413);
  });

  it("refuses to turn an admin into a company by invitation", async () => {
    await createAdminAccount("invite-admin@example.at");
    await expect(inviteCompanyUser({ email: "invite-admin@example.at", companyName: "X" })).rejects.toBeInstanceOf(
      ConflictError,
    );
  });
});

describe("POST /api/company/change-password", () => {
  const body = { currentPassword: "geheim123", newPassword: "neu-geheim", confirmPassword: "neu-geheim" };

  it("changes the password after checking the current one", async () => {
    const account = await createCompanyAccount("change@example.at");
    const wrong = await changePassword(
      post("/api/company/change-password", { ...body, currentPassword: "falsch!" }, { cookie: account.cookie }),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ currentPassword: "Das aktuelle Passwort ist nicht korrekt." });

    const ok = await changePassword(post("/api/company/change-password", body, { cookie: account.cookie }));
    expect(ok.status).toBe(200);
    await expect(sessionCookie(account.email, "neu-geheim")).resolves.toMatch(/session-token/);
    await expect(sessionCookie(account.email, "geheim123")).rejects.toThrow(/401/);
  });

  it("validates with the §5 messages", async () => {
    const account = await createCompanyAccount("change-invalid@example.at");
    const response = await changePassword(
      post(
        "/api/company/change-password",
        { currentPassword: "", newPassword: "123", confirmPassword: "" },
        { cookie: account.cookie },
      ),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      currentPassword: "Aktuelles Passwort ist erforderlich",
      newPassword: "Neues Passwort muss mindestens 6 Zeichen lang sein",
      confirmPassword: "Passwort bestätigen ist erforderlich",
    });
    const mismatch = await changePassword(
      post("/api/company/change-password", { ...body, confirmPassword: "anders-123" }, { cookie: account.cookie }),
    );
    expect((await mismatch.json()).errors).toEqual({ confirmPassword: "Passwörter stimmen nicht überein" });
    expect((await changePassword(post("/api/company/change-password", "{", { cookie: account.cookie }))).status).toBe(
      400,
    );
  });

  it("answers 401 logged out and 403 for an admin, changing nothing", async () => {
    expect((await changePassword(post("/api/company/change-password", body))).status).toBe(401);
    const admin = await createAdminAccount("change-admin@example.at", "geheim123");
    expect((await changePassword(post("/api/company/change-password", body, { cookie: admin.cookie }))).status).toBe(
      403,
    );
    const stored = await getDb().user.findUniqueOrThrow({ where: { id: admin.userId } });
    expect(await verifyPassword(stored.password!, "geheim123")).toBe(true);
  });
});

afterAll(async () => {
  await closeDb();
});
