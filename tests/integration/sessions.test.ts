// Sessions that can be ended: a copied cookie stops working after logout, after a
// password change (only the new session of the changing device stays), after disabling the user,
// after a role change and after the company is unverified; other instances follow within 30 s;
// admin sessions end after 2 idle hours and are renewed by activity.
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { PATCH as patchCompany } from "@/app/api/admin/companies/[id]/route";
import { GET as stats } from "@/app/api/admin/stats/route";
import { POST as changePassword } from "@/app/api/company/change-password/route";
import { GET as leads } from "@/app/api/company/leads/route";
import { ADMIN_IDLE_SECONDS } from "@/lib/auth/config";
import { SESSION_CHECK_TTL_MS } from "@/lib/auth/session";
import { setUserDisabled } from "@/lib/data/users";
import { runRetention } from "@/lib/retention/retention";
import { closeDb, getDb } from "@/lib/db";
import { cookieHeaderOf, createAdminAccount, createCompanyAccount, sessionCookie } from "../support/auth";
import { later } from "../support/clock";

const BASE = "http://localhost:3000";

const get = (path: string, cookie: string) => new Request(`${BASE}${path}`, { headers: { cookie } });
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  new Request(`${BASE}${path}`, {
    method,
    headers: { cookie, origin: BASE, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const meStatus = async (cookie: string) => (await me(get("/api/auth/me", cookie))).status;

afterAll(async () => {
  await closeDb();
});

it("logout ends that session on the server: a copy of the cookie is refused", async () => {
  const account = await createCompanyAccount("session-logout@example.at");
  const second = await sessionCookie(account.email, account.password);
  expect(await meStatus(account.cookie)).toBe(200);
  const response = await logout(send("POST", "/api/auth/logout", account.cookie));
  expect(response.status).toBe(200);
  expect(await meStatus(account.cookie)).toBe(401);
  // The user's other device stays logged in.
  expect(await meStatus(second)).toBe(200);
});

it("a password change on another instance reaches this one within 30 s", async () => {
  const account = await createCompanyAccount("session-other-instance@example.at");
  expect(await meStatus(account.cookie)).toBe(200); // checked and remembered by this instance
  // What another instance writes when the user changes the password there.
  await getDb().user.update({ where: { id: account.userId }, data: { sessionVersion: { increment: 1 } } });
  expect(await meStatus(account.cookie)).toBe(200); // within the 30 s this instance may be stale
  expect(await later(SESSION_CHECK_TTL_MS + 1000, () => meStatus(account.cookie))).toBe(401);
});

it("a password change ends every other session and keeps only the changing device logged in", async () => {
  const account = await createCompanyAccount("session-password@example.at", "altes-passwort-1");
  const otherDevice = await sessionCookie(account.email, "altes-passwort-1");
  const response = await changePassword(
    send("POST", "/api/company/change-password", account.cookie, {
      currentPassword: "altes-passwort-1",
      newPassword: "neues-passwort-2",
      confirmPassword: "neues-passwort-2",
    }),
  );
  expect(response.status).toBe(200);
  const renewed = cookieHeaderOf(response);
  expect(renewed).not.toBe("");
  expect(await meStatus(otherDevice)).toBe(401);
  expect(await meStatus(account.cookie)).toBe(401);
  expect(await meStatus(renewed)).toBe(200);
});

it("disabling a user ends its sessions and refuses its login", async () => {
  const account = await createCompanyAccount("session-disabled@example.at");
  await setUserDisabled(account.userId, true);
  expect(await meStatus(account.cookie)).toBe(401);
  await expect(sessionCookie(account.email, account.password)).rejects.toThrow();
});

it("a user disabled or given another role in the database is refused within 30 s", async () => {
  const disabled = await createCompanyAccount("session-disabled-db@example.at");
  const promoted = await createCompanyAccount("session-role@example.at");
  expect(await meStatus(disabled.cookie)).toBe(200);
  expect(await meStatus(promoted.cookie)).toBe(200);
  await getDb().user.update({ where: { id: disabled.userId }, data: { disabledAt: new Date() } });
  await getDb().user.update({ where: { id: promoted.userId }, data: { role: "admin" } });
  await later(SESSION_CHECK_TTL_MS + 1000, async () => {
    expect(await meStatus(disabled.cookie)).toBe(401);
    expect(await meStatus(promoted.cookie)).toBe(401);
  });
});

it("unverifying a company ends its sessions, and an unverified company cannot read leads", async () => {
  const admin = await createAdminAccount("session-admin@example.at");
  const company = await createCompanyAccount("session-unverified@example.at");
  expect((await leads(get("/api/company/leads", company.cookie))).status).toBe(200);
  const response = await patchCompany(
    send("PATCH", `/api/admin/companies/${company.companyId}`, admin.cookie, { verified: false }),
    {
      params: Promise.resolve({ id: String(company.companyId) }),
    },
  );
  expect(response.status).toBe(200);
  expect((await leads(get("/api/company/leads", company.cookie))).status).toBe(401);
  const again = await sessionCookie(company.email, company.password);
  const refused = await leads(get("/api/company/leads", again));
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain("nicht verifiziert");
});

it("admin sessions end after 2 idle hours; a request after 5 minutes renews the window", async () => {
  const admin = await createAdminAccount("session-idle@example.at");
  const fresh = await stats(get("/api/admin/stats", admin.cookie));
  expect(fresh.status).toBe(200);
  expect(fresh.headers.getSetCookie()).toEqual([]);
  const renewed = await later(6 * 60 * 1000, async () => {
    const response = await stats(get("/api/admin/stats", admin.cookie));
    expect(response.status).toBe(200);
    return cookieHeaderOf(response);
  });
  expect(renewed).toContain("authjs.session-token=");
  expect(await later((ADMIN_IDLE_SECONDS + 60) * 1000, () => meStatus(admin.cookie))).toBe(401);
  expect(await later((ADMIN_IDLE_SECONDS - 60) * 1000 + 6 * 60 * 1000, () => meStatus(renewed))).toBe(200);
});

it("a logout stays in force while any renewed cookie of the session lives, also after the daily clean-up", async () => {
  const admin = await createAdminAccount("session-renewed-logout@example.at");
  const minutes = (n: number) => n * 60 * 1000;
  // A copy of the cookie renewed after 6 minutes (another tab, or someone holding a copy)…
  const renewed = await later(minutes(6), async () =>
    cookieHeaderOf(await stats(get("/api/admin/stats", admin.cookie))),
  );
  expect(renewed).toContain("authjs.session-token=");
  // …then the admin logs out with the original cookie, which expires 6 minutes before the copy.
  await later(minutes(7), async () =>
    expect((await logout(send("POST", "/api/auth/logout", admin.cookie))).status).toBe(200),
  );

  // After the original cookie's lifetime, the daily job runs: the logout record must survive it.
  const afterOriginal = ADMIN_IDLE_SECONDS * 1000 + minutes(3);
  await later(afterOriginal, () => runRetention(new Date()));
  expect(await later(afterOriginal + SESSION_CHECK_TTL_MS + 1000, () => meStatus(renewed))).toBe(401);
});
