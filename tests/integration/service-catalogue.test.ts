/**
 * The one service catalogue end to end: a company registers for a catalogue service
 * customers can request (POST /api/companies/register), the admin approves it, and the assign
 * dialog (GET /api/admin/projects/{id}/candidates) matches it to a project of that service by the
 * catalogue id, also when the project was made with an alias id. The data migration maps the old
 * stored texts onto catalogue ids (run inside a transaction that is rolled back).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { GET as getCandidates } from "@/app/api/admin/projects/[id]/candidates/route";
import { PATCH as patchRegistrationRoute } from "@/app/api/admin/company-registrations/[id]/status/route";
import { POST as postRegistration } from "@/app/api/companies/register/route";
import { closeDb, getDb } from "@/lib/db";
import type { AdminCandidatesResponse } from "@/lib/domain/admin-projects";
import { createAdminAccount } from "../support/auth";
import { CHECKED_COMPANY } from "../support/checked-company";

const BASE = "http://localhost:3000";
const STAMP = Date.now();
const EMAIL = `katalog-${STAMP}@example.at`;

let admin: Awaited<ReturnType<typeof createAdminAccount>>;

beforeAll(async () => {
  admin = await createAdminAccount(`katalog-admin-${STAMP}@example.at`);
});

afterAll(async () => {
  const db = getDb();
  await db.project.deleteMany({ where: { email: EMAIL } });
  await db.company.deleteMany({ where: { name: { startsWith: `Katalog ${STAMP}` } } });
  await db.companyRegistration.deleteMany({ where: { email: EMAIL } });
  await db.$executeRaw`DELETE FROM users WHERE email LIKE ${`katalog-%${STAMP}@example.at`}`;
  await closeDb();
});

function json(method: string, pathname: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}${pathname}`, {
    method,
    headers: { origin: BASE, "content-type": "application/json", "x-forwarded-for": "10.9.17.6", ...headers },
    body: JSON.stringify(body),
  });
}

async function candidatesFor(serviceType: string) {
  const project = await getDb().project.create({
    data: {
      serviceType,
      zipCode: "1160",
      name: "Kundin Katalog",
      email: EMAIL,
      phone: "0660 1",
      privacyPolicyVersion: "2025-07",
    },
  });
  const response = await getCandidates(
    new Request(`${BASE}/api/admin/projects/${project.id}/candidates`, { headers: { cookie: admin.cookie } }),
    { params: Promise.resolve({ id: String(project.id) }) },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminCandidatesResponse).candidates;
}

it("registers a company for catalogue services, approves it and matches it to projects of those services by id", async () => {
  const response = await postRegistration(
    json("POST", "/api/companies/register", {
      companyName: `Katalog ${STAMP} Fassaden & Umzüge GmbH`,
      contactPerson: "Petra Katalog",
      email: EMAIL,
      phone: "+43 1 555 66 77",
      address: "Thaliastraße 12",
      city: "Wien",
      zipCode: "1160",
      // A catalogue id the old list of 11 did not have, and an old text of the spec's list.
      services: ["fassadensanierung", "Sanitärinstallation", "fassadensanierung"],
      experience: "11-20",
      employees: "6-10",
      description: "Fassaden, Vollwärmeschutz und Installationen in Ottakring.",
      acceptTerms: true,
      gisaNumber: "10000001",
    }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const registration = await getDb().companyRegistration.findUniqueOrThrow({ where: { id } });
  expect(registration.services).toEqual(["fassadensanierung", "klempner"]);

  const approved = await patchRegistrationRoute(
    json(
      "PATCH",
      `/api/admin/company-registrations/${id}/status`,
      { status: "approved", overrideReason: "Ohne Registerprüfung im Test" },
      { cookie: admin.cookie },
    ),
    { params: Promise.resolve({ id: String(id) }) },
  );
  expect(approved.status).toBe(200);
  const { companyId } = (await approved.json()) as { companyId: number };
  expect((await getDb().company.findUniqueOrThrow({ where: { id: companyId } })).services).toEqual([
    "fassadensanierung",
    "klempner",
  ]);

  const facade = (await candidatesFor("fassadensanierung")).find((candidate) => candidate.id === companyId);
  expect(facade).toMatchObject({ offersService: true, districtDistance: 0 });
  expect(facade!.reasons[0]).toBe("bietet Fassadensanierung an");

  const plumbing = (await candidatesFor("klempner")).find((candidate) => candidate.id === companyId);
  expect(plumbing?.offersService).toBe(true);

  const bathroom = (await candidatesFor("badezimmer")).find((candidate) => candidate.id === companyId);
  expect(bathroom?.offersService).toBe(false);
});

it("matches a project made with an alias id to a company of the canonical service, licensed for it", async () => {
  const company = await getDb().company.create({
    data: {
      name: `Katalog ${STAMP} Bad`,
      verified: true,
      services: ["badrenovierung"],
      city: "1160 Wien",
      licensedServices: ["badrenovierung"],
      insuranceValidUntil: CHECKED_COMPANY.insuranceValidUntil,
    },
  });
  const [user] = await getDb().$queryRaw<{ id: number }[]>`
    INSERT INTO users (email, password, role) VALUES (${`katalog-bad-${STAMP}@example.at`}, 'x', 'company') RETURNING id`;
  await getDb().company.update({ where: { id: company.id }, data: { userId: user!.id } });
  for (const alias of ["badezimmer", "duschwechsel"]) {
    const candidate = (await candidatesFor(alias)).find((entry) => entry.id === company.id);
    expect([alias, candidate?.offersService, candidate?.blockReasons]).toEqual([alias, true, []]);
  }
});

it("the data migration maps old stored texts onto catalogue ids, keeping order and values without a service", async () => {
  const script = readFileSync(
    path.join(process.cwd(), "prisma/migrations/20261126000000_service_catalogue_ids/migration.sql"),
    "utf8",
  );
  const statements = script
    .replace(/^--.*$/gm, "")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
  const rollback = new Error("rollback");
  let seen: { services: string[]; category: string } | undefined;
  await expect(
    getDb().$transaction(async (tx) => {
      const company = await tx.company.create({
        data: {
          name: `Katalog ${STAMP} Alt`,
          services: ["Malerei & Lackierung", "Parkettleger", "maler", "Fenster & Türen"],
        },
      });
      const request = await tx.advertisingRequest.create({
        data: { companyId: company.id, category: "Dacharbeiten", availability: [] },
      });
      for (const statement of statements) await tx.$executeRawUnsafe(statement);
      const after = await tx.company.findUniqueOrThrow({ where: { id: company.id } });
      const ad = await tx.advertisingRequest.findUniqueOrThrow({ where: { id: request.id } });
      seen = { services: after.services, category: ad.category };
      throw rollback;
    }),
  ).rejects.toBe(rollback);
  expect(seen).toEqual({ services: ["maler", "Parkettleger", "pvc-fenster"], category: "zimmermann" });
});
