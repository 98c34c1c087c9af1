// The audit log: rows written with recordAudit are listed newest first, filtered by
// object and Vienna date range, paged, with the actor's e-mail; German 400s for bad filters.
import { GET as listAuditLog } from "@/app/api/admin/audit-log/route";
import { recordAudit } from "@/lib/data/audit-log";
import { closeDb, getDb } from "@/lib/db";
import type { AuditLogPage } from "@/lib/domain/audit-log";
import { createAdminAccount } from "../support/auth";

const BASE = "http://localhost:3000";
let admin: Awaited<ReturnType<typeof createAdminAccount>>;

const get = async (query: string) => {
  const response = await listAuditLog(
    new Request(`${BASE}/api/admin/audit-log${query}`, { headers: { cookie: admin.cookie } }),
  );
  return {
    status: response.status,
    body: (await response.json()) as AuditLogPage & { message?: string; errors?: Record<string, string> },
  };
};

beforeAll(async () => {
  admin = await createAdminAccount("audit-admin@example.at");
  const actor = { id: admin.userId, role: "admin" };
  await getDb().$transaction(async (tx) => {
    await recordAudit(tx, {
      actor,
      action: "project.unassign",
      entityType: "project",
      entityId: 90001,
      before: { companies: [1, 2] },
      after: { companies: [2] },
      note: "Firma nicht erreichbar",
    });
    await recordAudit(tx, { actor: "system", action: "project.reopen", entityType: "project", entityId: 90001 });
    await recordAudit(tx, { actor, action: "company.deactivate", entityType: "company", entityId: 90002 });
  });
  // One old row: 2020-03-01 10:00 Vienna.
  await getDb().auditLog.create({
    data: {
      actorRole: "admin",
      actorUserId: admin.userId,
      action: "project.spam",
      entityType: "project",
      entityId: "90003",
      createdAt: new Date("2020-03-01T09:00:00Z"),
    },
  });
});

afterAll(async () => {
  await closeDb();
});

it("lists an object's history newest first with the actor's e-mail and note", async () => {
  const { status, body } = await get("?entityType=project&entityId=90001");
  expect(status).toBe(200);
  expect(body.total).toBe(2);
  expect(body.rows.map((row) => row.action).sort()).toEqual(["project.reopen", "project.unassign"]);
  const unassign = body.rows.find((row) => row.action === "project.unassign")!;
  expect(unassign).toMatchObject({
    actorEmail: "audit-admin@example.at",
    note: "Firma nicht erreichbar",
    after: { companies: [2] },
  });
  expect(body.rows.find((row) => row.action === "project.reopen")).toMatchObject({
    actorRole: "system",
    actorEmail: null,
  });
});

it("filters by Vienna day and pages", async () => {
  const day = await get("?from=2020-03-01&to=2020-03-01");
  expect(day.body.rows.map((row) => row.entityId)).toEqual(["90003"]);
  const page = await get("?pageSize=1&page=2");
  expect(page.body.rows).toHaveLength(1);
  expect(page.body.total).toBeGreaterThanOrEqual(4);
});

it("answers 400 with German messages for bad filters", async () => {
  const { status, body } = await get("?pageSize=500&from=gestern");
  expect(status).toBe(400);
  expect(body.errors).toMatchObject({
    pageSize: "Höchstens 100 Einträge pro Seite.",
    from: "Datum im Format JJJJ-MM-TT angeben.",
  });
});
