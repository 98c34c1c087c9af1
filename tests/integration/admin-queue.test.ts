/**
 * The "Zu erledigen" queue of the admin overview through GET /api/admin/stats against
 * a real, migrated database: what each part counts (lib/domain/admin-queue.ts) and what it leaves
 * out, the oldest unassigned leads first, the newest projects outside the service area first.
 * Other test files share the database, so the counts are compared before and after.
 */
import { GET as getStats } from "@/app/api/admin/stats/route";
import { closeDb, getDb } from "@/lib/db";
import type { AdminStats } from "@/lib/domain/admin-projects";
import type { AdminQueue } from "@/lib/domain/admin-queue";
import { createAdminAccount } from "../support/auth";
import { CHECKED_COMPANY } from "../support/checked-company";

const BASE = "http://localhost:3000";
const HOUR = 60 * 60 * 1000;

let adminCookie: string;

async function overview(cookie = adminCookie) {
  const response = await getStats(new Request(`${BASE}/api/admin/stats`, { headers: { origin: BASE, cookie } }));
  return { status: response.status, body: (await response.json()) as { stats: AdminStats; queue: AdminQueue } };
}

let counter = 0;
async function createProject(extra: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const project = await getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1100",
      name: `Queue Kundin ${counter}`,
      email: `queue.kundin${counter}@example.at`,
      phone: `+43 660 7770${String(counter).padStart(3, "0")}`,
      quizAnswers: {},
      privacyPolicyVersion: "2025-07",
      ...extra,
    },
    select: { id: true },
  });
  return project.id;
}

async function createCompany(): Promise<number> {
  counter += 1;
  const company = await getDb().company.create({
    data: { name: `Queue Firma ${counter}`, verified: true, ...CHECKED_COMPANY },
    select: { id: true },
  });
  return company.id;
}

beforeAll(async () => {
  adminCookie = (await createAdminAccount("admin-queue@example.at")).cookie;
});

afterAll(async () => {
  await closeDb();
});

it("answers 401 without a session", async () => {
  expect((await overview("")).status).toBe(401);
});

it("counts what waits for an admin and lists the oldest unassigned leads and the projects outside Vienna", async () => {
  const before = (await overview()).body.queue;
  const now = Date.now();

  // Unassigned and placeable: counted, oldest first. Spam, withdrawn, erased, assigned or closed ones are not.
  const oldest = await createProject({ createdAt: new Date("2000-01-01T08:00:00Z") });
  const older = await createProject({ createdAt: new Date("2000-01-02T08:00:00Z") });
  await createProject({ createdAt: new Date("1999-01-01T08:00:00Z"), spamAt: new Date() });
  await createProject({ createdAt: new Date("1999-01-01T08:00:00Z"), consentWithdrawnAt: new Date() });
  await createProject({ createdAt: new Date("1999-01-01T08:00:00Z"), erasedAt: new Date() });
  await createProject({ createdAt: new Date("1999-01-01T08:00:00Z"), status: "Verloren" });

  // Overdue: an assignment Offen, not contacted, 49 h old. Not overdue: 47 h old, or contacted.
  const company = await createCompany();
  const overdue = await createProject();
  const fresh = await createProject();
  const contacted = await createProject();
  await getDb().projectAssignment.createMany({
    data: [
      { projectId: overdue, companyId: company, assignedAt: new Date(now - 49 * HOUR) },
      { projectId: fresh, companyId: company, assignedAt: new Date(now - 47 * HOUR) },
      {
        projectId: contacted,
        companyId: company,
        assignedAt: new Date(now - 72 * HOUR),
        contactedAt: new Date(now - 70 * HOUR),
      },
    ],
  });

  // Outside Vienna and surroundings (not 1000–3999): Graz and Linz count, Mödling does not; a spam one neither.
  const graz = await createProject({ zipCode: "8010", createdAt: new Date(now + 2 * HOUR) });
  const linz = await createProject({ zipCode: " 4020 ", createdAt: new Date(now + 3 * HOUR) });
  await createProject({ zipCode: "2340", createdAt: new Date(now + 4 * HOUR) });
  await createProject({ zipCode: "8010", createdAt: new Date(now + 5 * HOUR), spamAt: new Date() });

  // Applications: pending ones count, decided ones do not.
  const registration = {
    contactPerson: "Maria Muster",
    email: "queue-anmeldung@example.at",
    phone: "+43 1 000",
    address: "Gasse 1",
    city: "Wien",
    zipCode: "1100",
    experience: "5-10",
    employees: "1-5",
    description: "",
  };
  await getDb().companyRegistration.createMany({
    data: [
      { ...registration, companyName: "Queue Bau 1" },
      { ...registration, companyName: "Queue Bau 2", status: "approved" },
    ],
  });
  await getDb().partnerOnboarding.createMany({
    data: [{ companyName: "Queue Partner" }, { companyName: "Queue Partner 2", status: "rejected" }],
  });

  // E-mails: only failed ones.
  await getDb().emailOutbox.createMany({
    data: [
      {
        to: ["a@example.at"],
        subject: "x",
        text: "x",
        idempotencyKey: "queue-failed-1",
        status: "failed",
        attempts: 8,
      },
      { to: ["b@example.at"], subject: "x", text: "x", idempotencyKey: "queue-sent-1", status: "sent" },
    ],
  });

  const { status, body } = await overview();
  expect(status).toBe(200);
  const queue = body.queue;
  // The two old ones, plus the Graz, Linz and Mödling projects (unassigned and placeable as well).
  expect(queue.unassignedLeads - before.unassignedLeads).toBe(5);
  expect(queue.oldestUnassigned.slice(0, 2).map((project) => project.id)).toEqual([oldest, older]);
  expect(queue.oldestUnassigned[0]).toEqual({
    id: oldest,
    serviceType: "badrenovierung",
    zipCode: "1100",
    createdAt: "2000-01-01T08:00:00.000Z",
  });
  expect(queue.overdueLeads - before.overdueLeads).toBe(1);
  expect(queue.outsideServiceArea - before.outsideServiceArea).toBe(2);
  expect(queue.outsideServiceAreaProjects.slice(0, 2).map((project) => project.id)).toEqual([linz, graz]);
  expect(queue.pendingRegistrations - before.pendingRegistrations).toBe(1);
  expect(queue.pendingOnboarding - before.pendingOnboarding).toBe(1);
  expect(queue.failedEmails - before.failedEmails).toBe(1);
  expect(queue.oldestUnassigned.length).toBeLessThanOrEqual(5);
  expect(body.stats).toEqual(expect.objectContaining({ openLeads: expect.any(Number) }));

  // Assigning the oldest lead takes it off the list.
  await getDb().projectAssignment.create({ data: { projectId: oldest, companyId: company } });
  const after = (await overview()).body.queue;
  expect(after.unassignedLeads).toBe(queue.unassignedLeads - 1);
  expect(after.oldestUnassigned[0]!.id).toBe(older);
});
