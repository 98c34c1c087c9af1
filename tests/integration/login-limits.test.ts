/**
 * Login against a real database: attempts counted before the password check (30
 * parallel wrong passwords check at most the limit), the login device cookie that lets a known
 * client in while strangers have paused the account, the admin's TOTP login (enrolment with QR code
 * and recovery codes, code step, recovery codes used once, pending-login expiry), and the admin's
 * own password change ending every other session.
 */
import { POST as changeAdminPassword } from "@/app/api/admin/account/password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as enrol } from "@/app/api/auth/totp/enrol/route";
import { POST as verify } from "@/app/api/auth/totp/verify/route";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { decryptField } from "@/lib/security/secrets";
import { hashRecoveryCode, totpCode } from "@/lib/auth/totp";
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import {
  cookieHeaderOf,
  createAdminAccount,
  createCompanyAccount,
  reusableTotpCode,
  sessionCookie,
} from "../support/auth";
import { later } from "../support/clock";

let ipCounter = 0;
/** A POST from a fresh client address (each call its own), optionally with cookies. */
function post(path: string, body: unknown, cookie?: string): Request {
  ipCounter += 1;
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}
const get = (path: string, cookie: string) => new Request(`http://localhost:3000${path}`, { headers: { cookie } });
const LIMIT = env.LOGIN_FAILURES_PER_ACCOUNT;
/** The device cookie (name=value) among a response's cookies. */
const deviceCookieOf = (response: Response) =>
  cookieHeaderOf(response)
    .split("; ")
    .find((c) => c.startsWith("login-device="))!;

async function pauseAccount(email: string) {
  for (let i = 0; i < LIMIT; i += 1) {
    expect((await login(post("/api/auth/login", { email, password: "falsch123" }))).status).toBe(401);
  }
}

describe("login attempts are counted before the password check", () => {
  it("stores no client address and no e-mail in rate_limits, only hashed keys", async () => {
    const email = "hashed-limit-keys@example.at";
    const request = post("/api/auth/login", { email, password: "falsch123" });
    const address = request.headers.get("x-forwarded-for")!;
    expect((await login(request)).status).toBe(401);
    const rows = await getDb().rateLimit.findMany({ select: { key: true } });
    expect(rows.filter((row) => row.key.startsWith("login-account:"))).not.toHaveLength(0);
    expect(rows.filter((row) => row.key.startsWith("login-ip:"))).not.toHaveLength(0);
    for (const { key } of rows) {
      expect(key).not.toContain(email);
      expect(key).not.toContain(address);
      expect(key).not.toContain("@");
    }
  });

  it("30 parallel wrong passwords for one account check at most the limit; the rest answer 429", async () => {
    const account = await createCompanyAccount("parallel@example.at");
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(post("/api/auth/login", { email: account.email, password: "falsch123" }))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
    const refused = responses.find((response) => response.status === 429)!;
    expect((await refused.json()).message).toMatch(/Zu viele Anmeldeversuche/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The right password is refused too now, from any client without a device cookie.
    expect((await login(post("/api/auth/login", { email: account.email, password: account.password }))).status).toBe(
      429,
    );
  });

  it("a paused account still accepts its password from a device that logged in before, not from a new one", async () => {
    const account = await createCompanyAccount("device@example.at");
    const earlier = await login(post("/api/auth/login", { email: account.email, password: account.password }));
    expect(earlier.status).toBe(200);
    const device = deviceCookieOf(earlier);
    expect(earlier.headers.getSetCookie().find((c) => c.startsWith("login-device="))).toMatch(/HttpOnly/i);
    expect(earlier.headers.getSetCookie().find((c) => c.startsWith("login-device="))).toMatch(/SameSite=lax/i);

    await pauseAccount(account.email);
    expect((await login(post("/api/auth/login", { email: account.email, password: account.password }))).status).toBe(
      429,
    );

    const fromDevice = await login(
      post("/api/auth/login", { email: account.email, password: account.password }, device),
    );
    expect(fromDevice.status).toBe(200);
    expect((await me(get("/api/auth/me", cookieHeaderOf(fromDevice)))).status).toBe(200);
    // The strangers' pause stays for everyone else.
    expect((await login(post("/api/auth/login", { email: account.email, password: account.password }))).status).toBe(
      429,
    );
    // A forged device cookie and another user's device cookie do not help.
    const forged = device.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect(
      (await login(post("/api/auth/login", { email: account.email, password: account.password }, forged))).status,
    ).toBe(429);
    const otherAccount = await createCompanyAccount("device-other@example.at");
    const otherDevice = deviceCookieOf(
      await login(post("/api/auth/login", { email: otherAccount.email, password: otherAccount.password })),
    );
    expect(
      (await login(post("/api/auth/login", { email: account.email, password: account.password }, otherDevice))).status,
    ).toBe(429);
  });

  it("the device's own attempts are limited too", async () => {
    const account = await createCompanyAccount("device-limit@example.at");
    const device = deviceCookieOf(
      await login(post("/api/auth/login", { email: account.email, password: account.password })),
    );
    await pauseAccount(account.email);
    for (let i = 0; i < LIMIT; i += 1) {
      expect(
        (await login(post("/api/auth/login", { email: account.email, password: "falsch123" }, device))).status,
      ).toBe(401);
    }
    expect(
      (await login(post("/api/auth/login", { email: account.email, password: account.password }, device))).status,
    ).toBe(429);
  });

  it("only failures use up the per-IP limit: right passwords and codes are refunded", async () => {
    const account = await createCompanyAccount("ip-refund@example.at");
    const admin = await createAdminAccount("ip-refund-admin@example.at");
    const fromOneIp = (path: string, body: unknown) =>
      new Request(`http://localhost:3000${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost:3000",
          "x-forwarded-for": "10.251.0.1",
        },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < env.LOGIN_ATTEMPTS_PER_IP / 2 + 1; i += 1) {
      expect(
        (await login(fromOneIp("/api/auth/login", { email: account.email, password: account.password }))).status,
      ).toBe(200);
      const { pendingToken } = await (
        await login(fromOneIp("/api/auth/login", { email: admin.email, password: admin.password }))
      ).json();
      const code = await reusableTotpCode(admin.userId, admin.totpSecret);
      expect((await verify(fromOneIp("/api/auth/totp/verify", { pendingToken, code }))).status).toBe(200);
    }
    for (let i = 0; i < env.LOGIN_ATTEMPTS_PER_IP; i += 1) {
      await login(fromOneIp("/api/auth/login", { email: `ip-refund-${i}@example.at`, password: "falsch123" }));
    }
    expect(
      (await login(fromOneIp("/api/auth/login", { email: account.email, password: account.password }))).status,
    ).toBe(429);
  });

  it("refuses a disabled user's correct password with the usual 401", async () => {
    const account = await createCompanyAccount("disabled@example.at");
    await getDb().user.update({ where: { id: account.userId }, data: { disabledAt: new Date() } });
    const response = await login(post("/api/auth/login", { email: account.email, password: account.password }));
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("admin TOTP login", () => {
  async function createPlainAdmin(email: string, password = "admin-geheim-123") {
    const user = await getDb().user.create({
      data: { email, password: await hashPassword(password), role: "admin" },
      select: { id: true },
    });
    return { userId: user.id, email, password };
  }

  it("first login: QR enrolment, a first code, recovery codes once, then a session; later logins ask for the code", async () => {
    const admin = await createPlainAdmin("totp-enrol@example.at");
    const first = await login(post("/api/auth/login", { email: admin.email, password: admin.password }));
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    const started = await first.json();
    expect(started.step).toBe("totp-enrol");
    expect(started.user).toBeUndefined();
    const { secret, otpauthUri, qrCodeDataUrl } = started.enrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Renovio:totp-enrol%40example.at?secret=${secret}&issuer=Renovio`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(qrCodeDataUrl.split(",")[1], "base64").subarray(1, 4).toString()).toBe("PNG");
    // Nothing is stored before the first code confirms the secret.
    expect(await getDb().user.findUniqueOrThrow({ where: { id: admin.userId } })).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
    });

    const wrong = await enrol(post("/api/auth/totp/enrol", { pendingToken: started.pendingToken, code: "000000" }));
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).errors).toEqual({ code: "Der Code ist ungültig. Bitte versuchen Sie es erneut." });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const confirmed = await enrol(
      post("/api/auth/totp/enrol", { pendingToken: started.pendingToken, code: await totpCode(secret) }),
    );
    expect(confirmed.status).toBe(200);
    const { user, recoveryCodes } = await confirmed.json();
    expect(user).toEqual({ id: admin.userId, email: admin.email, role: "admin", companyId: null });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect((await me(get("/api/auth/me", cookieHeaderOf(confirmed)))).status).toBe(200);

    const stored = await getDb().user.findUniqueOrThrow({ where: { id: admin.userId } });
    expect(stored.totpEnabledAt).not.toBeNull();
    expect(stored.totpSecret).toMatch(/^enc:v1:/);
    expect(stored.totpSecret).not.toContain(secret);
    expect(decryptField("totp-secret", stored.totpSecret!)).toBe(secret);
    expect(stored.recoveryCodeHashes).toEqual(recoveryCodes.map(hashRecoveryCode));
    expect(stored.recoveryCodeHashes.join()).not.toContain(recoveryCodes[0].replace("-", ""));

    // The same enrolment cannot be confirmed twice (a second pending enrolment is refused too).
    const again = await enrol(
      post("/api/auth/totp/enrol", { pendingToken: started.pendingToken, code: await totpCode(secret) }),
    );
    expect(again.status).toBe(409);

    const later = await login(post("/api/auth/login", { email: admin.email, password: admin.password }));
    const second = await later.json();
    expect(second).toEqual({ step: "totp", pendingToken: expect.any(String) });
    expect(later.headers.getSetCookie()).toEqual([]);
    // The enrolment's code is used up; the next 30-second code (accepted 30 s early) logs in.
    const replayed = await verify(
      post("/api/auth/totp/verify", { pendingToken: second.pendingToken, code: await totpCode(secret) }),
    );
    expect(replayed.status).toBe(401);
    const nextCode = await totpCode(secret, Math.floor(Date.now() / 1000) + 30);
    const loggedIn = await verify(post("/api/auth/totp/verify", { pendingToken: second.pendingToken, code: nextCode }));
    expect(loggedIn.status).toBe(200);
    expect((await loggedIn.json()).user).toMatchObject({ id: admin.userId, role: "admin" });
    expect((await me(get("/api/auth/me", cookieHeaderOf(loggedIn)))).status).toBe(200);
  });

  it("a TOTP code is accepted once: the same code again, in parallel or later, is refused", async () => {
    const admin = await createPlainAdmin("totp-replay@example.at");
    const started = await (
      await login(post("/api/auth/login", { email: admin.email, password: admin.password }))
    ).json();
    const { secret } = started.enrolment;
    expect(
      (await enrol(post("/api/auth/totp/enrol", { pendingToken: started.pendingToken, code: await totpCode(secret) })))
        .status,
    ).toBe(200);
    const pending = async () =>
      (await (await login(post("/api/auth/login", { email: admin.email, password: admin.password }))).json())
        .pendingToken;

    const code = await totpCode(secret, Math.floor(Date.now() / 1000) + 30);
    const [a, b] = await Promise.all([pending(), pending()]);
    const answers = await Promise.all(
      [a, b].map((pendingToken) => verify(post("/api/auth/totp/verify", { pendingToken, code }))),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 401]);
    const later = await verify(post("/api/auth/totp/verify", { pendingToken: await pending(), code }));
    expect(later.status).toBe(401);
    expect((await later.json()).errors).toEqual({ code: "Der Code ist ungültig. Bitte versuchen Sie es erneut." });
  });

  it("a recovery code works once, in any case and without the dash", async () => {
    const admin = await createPlainAdmin("totp-recovery@example.at");
    const started = await (
      await login(post("/api/auth/login", { email: admin.email, password: admin.password }))
    ).json();
    const { recoveryCodes } = await (
      await enrol(
        post("/api/auth/totp/enrol", {
          pendingToken: started.pendingToken,
          code: await totpCode(started.enrolment.secret),
        }),
      )
    ).json();
    const code = (recoveryCodes[3] as string).replace("-", "").toLowerCase();

    const pending = async () =>
      (await (await login(post("/api/auth/login", { email: admin.email, password: admin.password }))).json())
        .pendingToken;
    const used = await verify(post("/api/auth/totp/verify", { pendingToken: await pending(), code }));
    expect(used.status).toBe(200);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: admin.userId } })).recoveryCodeHashes).toHaveLength(9);
    const reused = await verify(post("/api/auth/totp/verify", { pendingToken: await pending(), code }));
    expect(reused.status).toBe(401);
    expect(reused.headers.getSetCookie()).toEqual([]);
  });

  it("refuses forged, wrong-step and expired pending logins", async () => {
    const admin = await createAdminAccount("totp-pending@example.at");
    const { pendingToken } = await (
      await login(post("/api/auth/login", { email: admin.email, password: admin.password }))
    ).json();
    const code = await reusableTotpCode(admin.userId, admin.totpSecret);
    const expired = { message: "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an." };

    const forged = await verify(
      post("/api/auth/totp/verify", { pendingToken: pendingToken.slice(0, -2) + "xx", code }),
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual(expired);
    expect((await enrol(post("/api/auth/totp/enrol", { pendingToken, code }))).status).toBe(401);
    // A plain JSON text is not a sealed token.
    const plain = JSON.stringify({
      userId: admin.userId,
      email: admin.email,
      sessionVersion: 0,
      step: "totp",
      expiresAt: Date.now() + 60_000,
    });
    expect((await verify(post("/api/auth/totp/verify", { pendingToken: plain, code }))).status).toBe(401);

    await later(5 * 60 * 1000 + 1000, async () => {
      const late = await verify(
        post("/api/auth/totp/verify", { pendingToken, code: await totpCode(admin.totpSecret) }),
      );
      expect(late.status).toBe(401);
      expect(await late.json()).toEqual(expired);
    });
    expect(
      (await verify(post("/api/auth/totp/verify", { pendingToken, code: await totpCode(admin.totpSecret) }))).status,
    ).toBe(200);
  });

  it("wrong codes count against the account's login limit", async () => {
    const admin = await createAdminAccount("totp-limit@example.at");
    // createAdminAccount's login was completed and cleared the count.
    const { pendingToken } = await (
      await login(post("/api/auth/login", { email: admin.email, password: admin.password }))
    ).json();
    for (let i = 1; i < LIMIT; i += 1) {
      expect((await verify(post("/api/auth/totp/verify", { pendingToken, code: "000000" }))).status).toBe(401);
    }
    const refused = await verify(
      post("/api/auth/totp/verify", { pendingToken, code: await totpCode(admin.totpSecret) }),
    );
    expect(refused.status).toBe(429);
    expect((await login(post("/api/auth/login", { email: admin.email, password: admin.password }))).status).toBe(429);
  });
});

describe("POST /api/admin/account/password", () => {
  const body = {
    currentPassword: "admin-geheim",
    newPassword: "ein-neues-langes-passwort",
    confirmPassword: "ein-neues-langes-passwort",
  };

  it("changes the password, keeps this session (re-issued) and ends every other one", async () => {
    const admin = await createAdminAccount("account-pw@example.at");
    const otherSession = await sessionCookie(admin.email, admin.password);

    const wrong = await changeAdminPassword(
      post("/api/admin/account/password", { ...body, currentPassword: "falsch-falsch" }, admin.cookie),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ currentPassword: "Das aktuelle Passwort ist nicht korrekt." });

    const changed = await changeAdminPassword(post("/api/admin/account/password", body, admin.cookie));
    expect(changed.status).toBe(200);
    expect((await changed.json()).message).toBe("Ihr Passwort wurde erfolgreich geändert");
    const renewed = cookieHeaderOf(changed);
    expect(renewed).toMatch(/session-token=/);
    expect((await me(get("/api/auth/me", renewed))).status).toBe(200);
    expect((await me(get("/api/auth/me", otherSession))).status).toBe(401);
    expect((await me(get("/api/auth/me", admin.cookie))).status).toBe(401);

    const stored = await getDb().user.findUniqueOrThrow({ where: { id: admin.userId } });
    expect(await verifyPassword(stored.password!, body.newPassword)).toBe(true);
    await expect(sessionCookie(admin.email, body.newPassword)).resolves.toMatch(/session-token/);
  });

  it("asks for at least 12 characters and a matching confirmation", async () => {
    const admin = await createAdminAccount("account-pw-short@example.at");
    const response = await changeAdminPassword(
      post(
        "/api/admin/account/password",
        { currentPassword: "admin-geheim", newPassword: "kurz-11-zei", confirmPassword: "anders" },
        admin.cookie,
      ),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      newPassword: "Neues Passwort muss mindestens 12 Zeichen lang sein",
      confirmPassword: "Passwörter stimmen nicht überein",
    });
  });

  it("answers 401 logged out and 403 for a company user", async () => {
    expect((await changeAdminPassword(post("/api/admin/account/password", body))).status).toBe(401);
    const company = await createCompanyAccount("account-pw-company@example.at", "admin-geheim");
    expect((await changeAdminPassword(post("/api/admin/account/password", body, company.cookie))).status).toBe(403);
  });
});

afterAll(async () => {
  await closeDb();
});
