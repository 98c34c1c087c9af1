/**
 * The unfiltered audit list's total comes from counters the audit_log triggers keep (migration
 * 20261125030000_audit_log_counts): it must equal count(*) after inserts,
 * multi-row inserts and deletes.
 */
import { listAudit } from "@/lib/data/audit-log";
import { closeDb, getDb } from "@/lib/db";

afterAll(async () => {
  await closeDb();
});

it("the total of the unfiltered list equals count(*) after inserts and deletes", async () => {
  const db = getDb();
  const exact = async () => Number((await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM audit_log`)[0]!.n);
  const total = async () => (await listAudit({ page: 1, pageSize: 1 })).total;
  expect(await total()).toBe(await exact());

  const marker = `count-test-${Date.now()}`;
  await db.auditLog.create({ data: { actorRole: "system", action: "test.one", entityType: "test", entityId: marker } });
  await db.auditLog.createMany({
    data: Array.from({ length: 25 }, () => ({
      actorRole: "system",
      action: "test.many",
      entityType: "test",
      entityId: marker,
    })),
  });
  expect(await total()).toBe(await exact());

  await db.auditLog.deleteMany({ where: { entityId: marker, action: "test.many" } });
  expect(await total()).toBe(await exact());
  await db.auditLog.deleteMany({ where: { entityId: marker } });
  expect(await total()).toBe(await exact());
});
