/**
 * "Passwort vergessen?" and the admin's resent setup link against a real,
 * migrated database: POST /api/auth/forgot-password answers the same for known and unknown
 * e-mails and e-mails only existing, enabled accounts; the 1-hour single-use link sets a new
 * password through POST /api/auth/setup-password, which ends the user's other sessions; a newer
 * link replaces the older one. POST /api/admin/companies/{id}/setup-link issues a new 48-hour link.
 */
import { POST as postSetupLink } from "@/app/api/admin/companies/[id]/setup-link/route";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as setupPassword } from "@/app/api/auth/setup-password/route";
import { GET as validateSetupToken } from "@/app/api/auth/validate-setup-token/[token]/route";
import { hashPassword } from "@/lib/auth/password";
import { SESSION_CHECK_TTL_MS } from "@/lib/auth/session";
import { closeDb, getDb } from "@/lib/db";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { decryptField } from "@/lib/security/secrets";
import { FORGOT_PASSWORD_MESSAGE } from "@/lib/validation/auth";
import { cookieHeaderOf, createAdminAccount, createCompanyAccount, sessionCookie } from "../support/auth";
import { apiRequest, clientAddresses } from "../support/http";
import { later } from "../support/clock";

const nextAddress = clientAddresses(13);
const request = (method: string, path: string, options: { cookie?: string; body?: unknown; address?: string } = {}) => {
  const generated = nextAddress();
  return apiRequest(method, path, { ...options, headers: { "x-forwarded-for": options.address ?? generated } });
};

const forgot = (email: string, address?: string) =>
  forgotPassword(request("POST", "/api/auth/forgot-password", { body: { email }, address }));
const setPassword = (token: string, password: string) =>
  setupPassword(request("POST", "/api/auth/setup-password", { body: { token, password } }));
const validate = async (token: string) =>
  (
    await validateSetupToken(request("GET", `/api/auth/validate-setup-token/${token}`), {
      params: Promise.resolve({ token }),
    })
  ).json();
const meStatus = async (cookie: string) => (await me(request("GET", "/api/auth/me", { cookie }))).status;
const resend = (id: number | string, cookie?: string) =>
  postSetupLink(request("POST", `/api/admin/companies/${id}/setup-link`, { cookie }), {
    params: Promise.resolve({ id: String(id) }),
  });

/** The outbox rows sent to `email`, oldest first, with decrypted text bodies. */
async function mailsTo(email: string) {
  const rows = await getDb().emailOutbox.findMany({ where: { to: { has: email } }, orderBy: { id: "asc" } });
  return rows.map((row) => ({ ...row, text: decryptField(OUTBOX_BODY_PURPOSE, row.text) }));
}

/** The token of the password setup link in an e-mail text. */
function tokenOf(text: string): string {
  const match = /\/password-setup\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`Kein Link in der E-Mail: ${text}`);
  return match[1]!;
}

afterAll(async () => {
  await closeDb();
});

describe("POST /api/auth/forgot-password", () => {
  it("answers a known and an unknown e-mail alike and e-mails only the known one", async () => {
    const account = await createCompanyAccount("pwreset-known@example.at");
    const known = await forgot("PWReset-Known@Example.at ");
    const unknown = await forgot("pwreset-unknown@example.at");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await known.json();
    expect(knownBody).toEqual(await unknown.json());
    expect(knownBody).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Passwort zurücksetzen");
    expect(mails[0]!.text).toContain("1 Stunde gültig");
    expect(await mailsTo("pwreset-unknown@example.at")).toHaveLength(0);

    // Only the hash is stored, valid 1 hour.
    const token = tokenOf(mails[0]!.text);
    const stored = await getDb().user.findUniqueOrThrow({ where: { id: account.userId } });
    expect(stored.passwordSetupToken).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.passwordSetupToken).not.toContain(token);
    const ttl = stored.tokenExpiry!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it("the link sets a new password once, ends the old sessions and the new password logs in", async () => {
    const account = await createCompanyAccount("pwreset-flow@example.at", "altes-passwort");
    const otherDevice = await sessionCookie(account.email, "altes-passwort");
    expect(await meStatus(account.cookie)).toBe(200);

    expect((await forgot(account.email)).status).toBe(200);
    const token = tokenOf((await mailsTo(account.email))[0]!.text);
    expect(await validate(token)).toEqual({
      valid: true,
      expired: false,
      message: "Link gültig.",
      email: account.email,
    });

    const response = await setPassword(token, "neues-passwort");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ expired: false, email: account.email, account: "company" });
    // The resetting browser is logged in; every older session is refused (at once on this instance).
    expect(await meStatus(cookieHeaderOf(response))).toBe(200);
    expect(await meStatus(account.cookie)).toBe(401);
    expect(await later(SESSION_CHECK_TTL_MS + 1000, () => meStatus(otherDevice))).toBe(401);

    await expect(sessionCookie(account.email, "altes-passwort")).rejects.toThrow(/401/);
    expect(await sessionCookie(account.email, "neues-passwort")).toMatch(/session-token/);

    // Single use.
    expect(await validate(token)).toMatchObject({ valid: false, expired: false });
    expect((await setPassword(token, "drittes-passwort")).status).toBe(400);
  });

  it("a second request sends a new e-mail and the first link stops working", async () => {
    const account = await createCompanyAccount("pwreset-twice@example.at");
    await forgot(account.email);
    await forgot(account.email);
    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((mail) => tokenOf(mail.text));
    expect(first).not.toBe(second);
    expect(await validate(first!)).toMatchObject({ valid: false, expired: false });
    const refused = await setPassword(first!, "neues-passwort");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ expired: false });
    expect((await setPassword(second!, "neues-passwort")).status).toBe(200);
  });

  it("the link expires after 1 hour", async () => {
    const account = await createCompanyAccount("pwreset-expiry@example.at");
    await forgot(account.email);
    const token = tokenOf((await mailsTo(account.email))[0]!.text);
    expect(await later(59 * 60 * 1000, () => validate(token))).toMatchObject({ valid: true });
    expect(await later(61 * 60 * 1000, () => validate(token))).toMatchObject({ valid: false, expired: true });
    const response = await later(61 * 60 * 1000, () => setPassword(token, "neues-passwort"));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ expired: true });
    await expect(sessionCookie(account.email, "neues-passwort")).rejects.toThrow(/401/);
  });

  it("sends nothing to a disabled user and answers the same", async () => {
    await getDb().user.create({
      data: {
        email: "pwreset-disabled@example.at",
        password: await hashPassword("geheim123"),
        role: "company",
        disabledAt: new Date(),
      },
    });
    const response = await forgot("pwreset-disabled@example.at");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(await mailsTo("pwreset-disabled@example.at")).toHaveLength(0);
  });

  it("an admin's reset asks for 12 characters and issues no session (the login needs the second factor)", async () => {
    const admin = await createAdminAccount("pwreset-admin@example.at");
    await forgot(admin.email);
    const token = tokenOf((await mailsTo(admin.email))[0]!.text);
    const short = await setPassword(token, "kurz-123");
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual({ password: "Das Passwort muss mindestens 12 Zeichen lang sein" });
    expect(await validate(token)).toMatchObject({ valid: true });

    const response = await setPassword(token, "ein-langes-passwort");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ account: "admin" });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await meStatus(admin.cookie)).toBe(401);
    expect(await sessionCookie(admin.email, "ein-langes-passwort")).toMatch(/session-token/);
  });

  it("validates the e-mail and limits requests per e-mail and per client address", async () => {
    const invalid = await forgot("keine-adresse");
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ email: "Ungültige E-Mail-Adresse" });

    for (let i = 0; i < 3; i += 1) expect((await forgot("pwreset-limit@example.at")).status).toBe(200);
    const perEmail = await forgot("pwreset-limit@example.at");
    expect(perEmail.status).toBe(429);
    expect(perEmail.headers.get("retry-after")).toMatch(/^\d+$/);

    const address = "10.13.250.1";
    for (let i = 0; i < 5; i += 1) expect((await forgot(`pwreset-ip-${i}@example.at`, address)).status).toBe(200);
    expect((await forgot("pwreset-ip-6@example.at", address)).status).toBe(429);
  });
});

describe("POST /api/admin/companies/{id}/setup-link", () => {
  it("e-mails a new 48-hour link, the old one stops working, and writes the audit row", async () => {
    const admin = await createAdminAccount("pwreset-resend-admin@example.at");
    const account = await createCompanyAccount("pwreset-resend@example.at");
    await forgot(account.email);
    const oldToken = tokenOf((await mailsTo(account.email))[0]!.text);

    const response = await resend(account.companyId, admin.cookie);
    expect(response.status).toBe(200);
    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("48 Stunden gültig");
    const newToken = tokenOf(mails[1]!.text);
    expect(await validate(oldToken)).toMatchObject({ valid: false });
    expect(await validate(newToken)).toMatchObject({ valid: true, email: account.email });
    const stored = await getDb().user.findUniqueOrThrow({ where: { id: account.userId } });
    expect(stored.tokenExpiry!.getTime() - Date.now()).toBeGreaterThan(47.9 * 3600 * 1000);

    const audit = await getDb().auditLog.findMany({
      where: { action: "company.setup_link_resent", entityId: String(account.companyId) },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.userId, actorRole: "admin", entityType: "company" });

    // A second resend sends another e-mail (not blocked by the first's key) and replaces the link again.
    expect((await resend(account.companyId, admin.cookie)).status).toBe(200);
    expect(await mailsTo(account.email)).toHaveLength(3);
    expect(await validate(newToken)).toMatchObject({ valid: false });
  });

  it("answers 404 for an unknown company, 409 without a user and refuses non-admins", async () => {
    const admin = await createAdminAccount("pwreset-resend-admin2@example.at");
    const company = await createCompanyAccount("pwreset-resend-guard@example.at");
    expect((await resend(999_999_999, admin.cookie)).status).toBe(404);
    expect((await resend("abc", admin.cookie)).status).toBe(404);

    const orphan = await getDb().company.create({
      data: { name: "Ohne Konto GmbH", verified: true },
      select: { id: true },
    });
    const conflict = await resend(orphan.id, admin.cookie);
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).message).toMatch(/kein Benutzerkonto/);

    const before = await getDb().user.findUniqueOrThrow({
      where: { id: company.userId },
      select: { passwordSetupToken: true },
    });
    expect((await resend(company.companyId)).status).toBe(401);
    expect((await resend(company.companyId, company.cookie)).status).toBe(403);
    const after = await getDb().user.findUniqueOrThrow({
      where: { id: company.userId },
      select: { passwordSetupToken: true },
    });
    expect(after).toEqual(before);
    expect(await mailsTo(company.email)).toHaveLength(0);
  });
});
