/**
 * The admin section "Admins" against a real database: GET /api/admin/admins lists the
 * admins with status, TOTP and last login; POST invites (admin user without password, hashed 48-hour
 * setup token, German e-mail in the outbox, audit row); deactivation ends the admin's live session,
 * refuses oneself and the last active admin (409, also when two admins deactivate each other at once);
 * reactivation lets the admin in again. Every change writes its audit row.
 */
import { POST as postDeactivate } from "@/app/api/admin/admins/[id]/deactivate/route";
import { POST as postReactivate } from "@/app/api/admin/admins/[id]/reactivate/route";
import { GET as getAdmins, POST as postInvite } from "@/app/api/admin/admins/route";
import { hashSetupToken } from "@/lib/auth/setup-token";
import { checkSetupToken } from "@/lib/data/users";
import { closeDb, getDb } from "@/lib/db";
import { deactivateAdmin, type AdminUserRow } from "@/lib/data/admin-users";
import { ConflictError } from "@/lib/errors";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { decryptField } from "@/lib/security/secrets";
import { createAdminAccount, createCompanyAccount, sessionCookie } from "../support/auth";
import { apiRequest } from "../support/http";

const request = (method: string, path: string, cookie?: string, body?: unknown) =>
  apiRequest(method, path, { cookie, body });
const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

type Account = Awaited<ReturnType<typeof createAdminAccount>>;
let alice: Account;
let bob: Account;

const list = async (cookie: string) => {
  const response = await getAdmins(request("GET", "/api/admin/admins?pageSize=100", cookie));
  return { status: response.status, body: (await response.json()) as { rows: AdminUserRow[]; total: number } };
};
const invite = async (email: string, cookie = alice.cookie) => {
  const response = await postInvite(request("POST", "/api/admin/admins", cookie, { email }));
  return {
    status: response.status,
    body: (await response.json()) as { admin: AdminUserRow; message?: string; errors?: Record<string, string> },
  };
};
const deactivate = async (id: number, cookie = alice.cookie) => {
  const response = await postDeactivate(request("POST", `/api/admin/admins/${id}/deactivate`, cookie), params(id));
  return { status: response.status, body: (await response.json()) as { admin: AdminUserRow; message?: string } };
};
const reactivate = async (id: number, cookie = alice.cookie) => {
  const response = await postReactivate(request("POST", `/api/admin/admins/${id}/reactivate`, cookie), params(id));
  return { status: response.status, body: (await response.json()) as { admin: AdminUserRow; message?: string } };
};
const auditOf = (id: number) =>
  getDb().auditLog.findMany({ where: { entityType: "user", entityId: String(id) }, orderBy: { id: "asc" } });

beforeAll(async () => {
  alice = await createAdminAccount("admins-alice@example.at");
  bob = await createAdminAccount("admins-bob@example.at");
});

afterAll(async () => {
  await closeDb();
});

it("lists the admins with status, TOTP and last login, marking the caller", async () => {
  const { status, body } = await list(alice.cookie);
  expect(status).toBe(200);
  const own = body.rows.find((row) => row.id === alice.userId)!;
  expect(own).toMatchObject({ email: "admins-alice@example.at", status: "active", totpEnabled: true, isSelf: true });
  expect(own.lastLoginAt).not.toBeNull();
  expect(body.rows.find((row) => row.id === bob.userId)).toMatchObject({ isSelf: false, status: "active" });
  expect(body.total).toBeGreaterThanOrEqual(2);
});

it("refuses strangers and companies", async () => {
  const company = await createCompanyAccount("admins-company@example.at");
  expect((await getAdmins(request("GET", "/api/admin/admins"))).status).toBe(401);
  expect((await getAdmins(request("GET", "/api/admin/admins", company.cookie))).status).toBe(403);
  expect((await invite("admins-sneaky@example.at", company.cookie)).status).toBe(403);
  expect((await deactivate(bob.userId, company.cookie)).status).toBe(403);
  expect(await getDb().user.findUnique({ where: { email: "admins-sneaky@example.at" } })).toBeNull();
});

it("invites an admin: user without password, hashed 48-hour token, German e-mail with the link, audit row", async () => {
  const before = Date.now();
  const { status, body } = await invite("  Admins-Neu@Example.at ");
  expect(status).toBe(201);
  expect(body.admin).toMatchObject({
    email: "admins-neu@example.at",
    status: "invited",
    totpEnabled: false,
    lastLoginAt: null,
  });

  const user = await getDb().user.findUniqueOrThrow({ where: { email: "admins-neu@example.at" } });
  expect(user).toMatchObject({ role: "admin", password: null, disabledAt: null });
  expect(user.passwordSetupToken).toMatch(/^[0-9a-f]{64}$/);
  const hours = (user.tokenExpiry!.getTime() - before) / 3_600_000;
  expect(hours).toBeGreaterThan(47.9);
  expect(hours).toBeLessThanOrEqual(48.01);

  const mail = await getDb().emailOutbox.findFirstOrThrow({
    where: { idempotencyKey: { startsWith: `admin-invite-${user.id}-` } },
  });
  expect(mail.to).toEqual(["admins-neu@example.at"]);
  expect(mail.subject).toContain("Einladung als Admin");
  const text = decryptField(OUTBOX_BODY_PURPOSE, mail.text);
  expect(text).toContain("admins-alice@example.at hat Sie als Admin");
  const token = decodeURIComponent(/\/password-setup\/([^\s]+)/.exec(text)![1]!);
  expect(hashSetupToken(token)).toBe(user.passwordSetupToken);
  expect(await checkSetupToken(token)).toMatchObject({ valid: true, email: "admins-neu@example.at" });

  const audit = await auditOf(user.id);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({
    action: "user.invite",
    actorUserId: alice.userId,
    after: { email: "admins-neu@example.at", status: "invited" },
  });
});

it("renews an open invitation (old link stops working) and refuses an e-mail of another account", async () => {
  const first = await getDb().user.findUniqueOrThrow({ where: { email: "admins-neu@example.at" } });
  const again = await invite("admins-neu@example.at");
  expect(again.status).toBe(201);
  const renewed = await getDb().user.findUniqueOrThrow({ where: { email: "admins-neu@example.at" } });
  expect(renewed.id).toBe(first.id);
  expect(renewed.passwordSetupToken).not.toBe(first.passwordSetupToken);
  expect(
    await getDb().emailOutbox.count({ where: { idempotencyKey: { startsWith: `admin-invite-${first.id}-` } } }),
  ).toBe(2);

  const taken = await invite("admins-bob@example.at");
  expect(taken.status).toBe(409);
  expect(taken.body.errors).toMatchObject({ email: "Diese E-Mail-Adresse gehört bereits zu einem Konto." });
  const invalid = await invite("keine-adresse");
  expect(invalid.status).toBe(400);
  expect(invalid.body.errors?.email).toBeTruthy();
});

it("deactivation ends the admin's live session; reactivation lets it log in again; both audited", async () => {
  const carol = await createAdminAccount("admins-carol@example.at");
  expect((await list(carol.cookie)).status).toBe(200);

  const off = await deactivate(carol.userId);
  expect(off.status).toBe(200);
  expect(off.body.admin.status).toBe("disabled");
  expect((await list(carol.cookie)).status).toBe(401);
  await expect(sessionCookie(carol.email, carol.password)).rejects.toThrow();

  const on = await reactivate(carol.userId);
  expect(on.status).toBe(200);
  expect(on.body.admin.status).toBe("active");
  const cookie = await sessionCookie(carol.email, carol.password);
  expect((await list(cookie)).status).toBe(200);

  expect((await auditOf(carol.userId)).map((row) => [row.action, row.actorUserId, row.before, row.after])).toEqual([
    ["user.deactivate", alice.userId, { status: "active" }, { status: "disabled" }],
    ["user.reactivate", alice.userId, { status: "disabled" }, { status: "active" }],
  ]);
});

it("refuses to deactivate oneself and answers 404 for unknown admins and companies", async () => {
  const self = await deactivate(alice.userId);
  expect(self.status).toBe(409);
  expect(self.body.message).toBe("Sie können sich nicht selbst deaktivieren.");
  expect((await getDb().user.findUniqueOrThrow({ where: { id: alice.userId } })).disabledAt).toBeNull();

  expect((await deactivate(999_999)).status).toBe(404);
  const company = await getDb().user.findUniqueOrThrow({ where: { email: "admins-company@example.at" } });
  expect((await deactivate(company.id)).status).toBe(404);
  expect((await reactivate(company.id)).status).toBe(404);
});

it("never deactivates the last active admin, also when two admins deactivate each other at once", async () => {
  // Only alice and bob stay active for this test; the others are restored afterwards.
  const others = await getDb().user.findMany({
    where: { role: "admin", disabledAt: null, password: { not: null }, id: { notIn: [alice.userId, bob.userId] } },
    select: { id: true },
  });
  const ids = others.map((user) => user.id);
  await getDb().user.updateMany({ where: { id: { in: ids } }, data: { disabledAt: new Date() } });
  try {
    // The rule itself: an admin whose own account was deactivated meanwhile cannot take the last one.
    await getDb().user.update({ where: { id: alice.userId }, data: { disabledAt: new Date() } });
    const refusal = deactivateAdmin(bob.userId, { id: alice.userId, role: "admin", email: alice.email });
    await expect(refusal).rejects.toBeInstanceOf(ConflictError);
    await expect(refusal).rejects.toThrow("Der letzte aktive Admin kann nicht deaktiviert werden.");
    await getDb().user.update({ where: { id: alice.userId }, data: { disabledAt: null } });

    // Racing each other, one wins; the other is refused (409 under the lock, or 401 once its session ended).
    const results = await Promise.all([deactivate(bob.userId, alice.cookie), deactivate(alice.userId, bob.cookie)]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const refused = results.find((result) => result.status === 409);
    if (refused) expect(refused.body.message).toBe("Der letzte aktive Admin kann nicht deaktiviert werden.");
    const active = await getDb().user.count({ where: { id: { in: [alice.userId, bob.userId] }, disabledAt: null } });
    expect(active).toBe(1);
  } finally {
    await getDb().user.updateMany({ where: { id: { in: ids } }, data: { disabledAt: null } });
  }
});
