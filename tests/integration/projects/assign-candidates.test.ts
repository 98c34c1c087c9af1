/**
 * The assign dialog's ranked candidates (GET /api/admin/projects/{id}/candidates) among more
 * companies than the list's bound (MAX_CANDIDATES): a company offering the project's service is
 * ranked first even when hundreds of companies without it sort before it by name.
 */
import { GET as getCandidates } from "@/app/api/admin/projects/[id]/candidates/route";
import { MAX_CANDIDATES } from "@/lib/projects/candidates";
import { closeDb, getDb } from "@/lib/db";
import type { AdminCandidatesResponse } from "@/lib/domain/admin-projects";
import { createAdminAccount } from "../../support/auth";
import { CHECKED_COMPANY } from "../../support/checked-company";

const BASE = "http://localhost:3000";
const PREFIX = `Kandidat ${Date.now()}`;

afterAll(async () => {
  await getDb().$executeRaw`DELETE FROM users WHERE email LIKE ${"kandidat-%@example.at"}`;
  await getDb().company.deleteMany({ where: { name: { startsWith: PREFIX } } });
  await closeDb();
});

it("ranks a matching company among the first even behind more than MAX_CANDIDATES others by name", async () => {
  const admin = await createAdminAccount(`kandidat-admin-${Date.now()}@example.at`);
  const db = getDb();
  // MAX_CANDIDATES + 50 verified, checked companies with a login that do not offer pool renovation, all named before
  // the match.
  await db.$executeRaw`
    WITH new_users AS (
      INSERT INTO users (email, password, role)
      SELECT 'kandidat-' || i || '-' || ${Date.now()} || '@example.at', 'x', 'company' FROM generate_series(1, ${MAX_CANDIDATES + 50}::int) AS i
      RETURNING id)
    INSERT INTO companies (user_id, name, verified, services, licensed_services, insurance_valid_until)
    SELECT id, ${PREFIX} || ' A ' || lpad(id::text, 8, '0'), true, '{maler}', ${CHECKED_COMPANY.licensedServices}::text[],
           ${CHECKED_COMPANY.insuranceValidUntil}::date
    FROM new_users`;
  const [user] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO users (email, password, role) VALUES (${`kandidat-pool-${Date.now()}@example.at`}, 'x', 'company') RETURNING id`;
  const match = await db.company.create({
    data: {
      userId: user!.id,
      name: `${PREFIX} Z Pool`,
      verified: true,
      services: ["Poolrenovierung"],
      ...CHECKED_COMPANY,
    },
  });
  const project = await db.project.create({
    data: {
      serviceType: "poolrenovierung",
      zipCode: "1100",
      name: "Pool Kunde",
      email: "pool@example.at",
      phone: "0660 1",
      privacyPolicyVersion: "2025-07",
    },
  });

  const response = await getCandidates(
    new Request(`${BASE}/api/admin/projects/${project.id}/candidates`, { headers: { cookie: admin.cookie } }),
    { params: Promise.resolve({ id: String(project.id) }) },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as AdminCandidatesResponse;
  // Other files' companies may offer the service too; every one ranked before the match offers it.
  const position = body.candidates.findIndex((candidate) => candidate.id === match.id);
  expect(position).toBeGreaterThanOrEqual(0);
  expect(body.candidates[position]!.offersService).toBe(true);
  expect(body.candidates.slice(0, position).every((candidate) => candidate.offersService)).toBe(true);
  expect(body.candidates.length).toBeLessThanOrEqual(MAX_CANDIDATES);
  // The bound is not silent: the answer names how many companies there are in all (the dialog's search reaches them).
  expect(body.candidatesTotal).toBeGreaterThanOrEqual(MAX_CANDIDATES + 51);
});
