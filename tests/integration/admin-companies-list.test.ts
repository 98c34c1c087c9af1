/**
 * Lists that scale: GET /api/admin/companies is paged on the server with search and a
 * status filter, companies needing action first, then newest first, and an exact total (no silent
 * cap; the list used to stop at 1,000 companies). 1,250 companies are inserted set-based; every
 * assertion works on rows carrying this run's marker, so other files' companies do not matter.
 */
import { randomBytes } from "node:crypto";
import { POST as postAssign } from "@/app/api/admin/assign-lead/route";
import { GET as getCompanies } from "@/app/api/admin/companies/route";
import { closeDb, getDb } from "@/lib/db";
import type { AdminCompaniesPage } from "@/lib/domain/admin-companies";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { CHECKED_COMPANY } from "../support/checked-company";

const BASE = "http://localhost:3000";
const DAY = 86_400_000;
const BULK = 1250;

const tag = `Firmenliste${randomBytes(4).toString("hex")}`;
const digits = String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000)); // 6 digits unique enough for this run
const base = Date.now() - DAY;
/** createdAt i minutes before `base`: a smaller i is newer. */
const minutesAgo = (i: number) => new Date(base - i * 60_000);

let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let company: Awaited<ReturnType<typeof createCompanyAccount>>;
/** The special rows (besides the bulk rows "<tag> Firma 1…1250", verified, without a user). */
const ids = {} as Record<"unverified" | "expiredLink" | "validLink" | "deactivated" | "withPassword", number>;

const get = (query: string, cookie?: string) =>
  getCompanies(new Request(`${BASE}/api/admin/companies${query}`, { headers: cookie ? { cookie } : {} }));

async function list(query: string): Promise<AdminCompaniesPage> {
  const response = await get(`?${query}`, admin.cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminCompaniesPage;
}
const q = (text: string) => `q=${encodeURIComponent(text)}`;

async function createUser(email: string, extra: { password?: string; tokenExpiry?: Date } = {}) {
  return (await getDb().user.create({ data: { email, role: "company", ...extra }, select: { id: true } })).id;
}

beforeAll(async () => {
  admin = await createAdminAccount("companies-list-admin@example.at");
  company = await createCompanyAccount(
    `companies-list-${randomBytes(4).toString("hex")}@example.at`,
    "geheim123",
    "Firmenliste Zugriff GmbH",
  );
  const db = getDb();
  await db.$executeRaw`
    INSERT INTO companies (name, verified, services, city, created_at)
    SELECT ${tag} || ' Firma ' || i, true, '{}', 'Wien', ${new Date(base)}::timestamptz - i * interval '1 minute'
    FROM generate_series(1, ${BULK}::int) AS i`;
  const create = async (name: string, data: Record<string, unknown>) =>
    (
      await db.company.create({
        data: { name: `${tag} ${name}`, services: [], ...CHECKED_COMPANY, ...data },
        select: { id: true },
      })
    ).id;
  ids.unverified = await create("Ungeprüft", { verified: false, createdAt: minutesAgo(5000) });
  ids.expiredLink = await create("Link abgelaufen", {
    verified: true,
    createdAt: minutesAgo(4000),
    userId: await createUser(`${tag.toLowerCase()}-expired@example.at`, { tokenExpiry: new Date(Date.now() - DAY) }),
  });
  ids.validLink = await create("Link gültig", {
    verified: true,
    createdAt: minutesAgo(0),
    userId: await createUser(`${tag.toLowerCase()}-valid@example.at`, { tokenExpiry: new Date(Date.now() + DAY) }),
  });
  ids.withPassword = await create("Mit Passwort", {
    verified: true,
    createdAt: minutesAgo(0.25),
    zipCode: "9871",
    city: "Wien",
    contactPhone: `+431${digits}`,
    contactEmail: `kontakt-${tag.toLowerCase()}@example.at`,
    userId: await createUser(`${tag.toLowerCase()}-login@example.at`, { password: "argon2-hash-placeholder" }),
  });
  ids.deactivated = await create("Deaktiviert", {
    verified: false,
    deactivatedAt: new Date(),
    createdAt: minutesAgo(0.5),
  });
});

afterAll(async () => {
  await closeDb();
});

describe("paging", () => {
  it("lists companies needing action first, then newest first, with the exact total", async () => {
    const first = await list(`${q(tag)}&pageSize=5`);
    expect(first).toMatchObject({ total: BULK + 5, page: 1, pageSize: 5 });
    expect(first.companies.map((row) => row.id)).toEqual([
      ids.expiredLink,
      ids.unverified,
      ids.validLink,
      ids.withPassword,
      ids.deactivated,
    ]);
    expect(first.companies.map((row) => row.needsAction)).toEqual([true, true, false, false, false]);
    const second = await list(`${q(tag)}&pageSize=5&page=2`);
    expect(second.companies.map((row) => row.name)).toEqual([1, 2, 3, 4, 5].map((i) => `${tag} Firma ${i}`));
  });

  it("reaches every one of 1,255 companies exactly once (the old cap of 1,000 would fail)", async () => {
    const seen = new Set<number>();
    let last: AdminCompaniesPage | undefined;
    for (let page = 1; page <= 13; page += 1) {
      last = await list(`${q(tag)}&pageSize=100&page=${page}`);
      for (const row of last.companies) seen.add(row.id);
    }
    expect(seen.size).toBe(BULK + 5);
    expect(last!.companies.at(-1)!.name).toBe(`${tag} Firma ${BULK}`); // the oldest row is on the last page
    expect((await list(`${q(tag)}&pageSize=100&page=14`)).companies).toEqual([]);
    // Without a search the total counts every company in the database.
    expect((await list("pageSize=1")).total).toBe(await getDb().company.count());
  });

  it("defaults to page 1 of 25 and returns the row fields", async () => {
    const { page, pageSize, companies } = await list(q(tag));
    expect({ page, pageSize, rows: companies.length }).toEqual({ page: 1, pageSize: 25, rows: 25 });
    expect(companies.find((row) => row.id === ids.withPassword)).toEqual({
      id: ids.withPassword,
      name: `${tag} Mit Passwort`,
      city: "Wien",
      services: [],
      verified: true,
      createdAt: minutesAgo(0.25).toISOString(),
      zipCode: "9871",
      deactivatedAt: null,
      email: `${tag.toLowerCase()}-login@example.at`,
      contactPhone: `+431${digits}`,
      contactEmail: `kontakt-${tag.toLowerCase()}@example.at`,
      passwordSet: true,
      needsAction: false,
    });
    expect(companies.find((row) => row.id === ids.validLink)).toMatchObject({
      passwordSet: false,
      email: `${tag.toLowerCase()}-valid@example.at`,
    });
  });

  it("sort=name lists A–Z", async () => {
    const { companies } = await list(`${q(tag)}&sort=name&pageSize=4`);
    // German A–Z of "<tag> …": "Deaktiviert" < "Firma 1" < "Firma 10" < "Firma 100".
    expect(companies.map((row) => row.name)).toEqual([
      `${tag} Deaktiviert`,
      `${tag} Firma 1`,
      `${tag} Firma 10`,
      `${tag} Firma 100`,
    ]);
  });
});

describe("status filter", () => {
  it("filters verified, unverified, deactivated, without password and assignable companies", async () => {
    const total = async (status: string) => (await list(`${q(tag)}&status=${status}&pageSize=1`)).total;
    expect(await total("verified")).toBe(BULK + 3);
    expect(await total("unverified")).toBe(1);
    expect(await total("deactivated")).toBe(1);
    expect(await total("no_password")).toBe(BULK + 3); // bulk rows and the unverified one have no user; two users without password
    expect(await total("all")).toBe(BULK + 5);
    expect(await total("")).toBe(BULK + 5);
    const assignable = await list(`${q(tag)}&status=assignable&sort=name`);
    expect(assignable.companies.map((row) => row.id)).toEqual([ids.expiredLink, ids.validLink, ids.withPassword]);
    expect((await list(`${q(tag)}&status=unverified`)).companies.map((row) => row.id)).toEqual([ids.unverified]);
    expect((await list(`${q(tag)}&status=deactivated`)).companies.map((row) => row.id)).toEqual([ids.deactivated]);
  });
});

describe("search", () => {
  const found = async (text: string) => (await list(`${q(text)}&pageSize=100`)).companies.map((row) => row.id);

  it("finds a company among thousands by part of its name, in any case", async () => {
    expect(await found(`${tag.toUpperCase()} firma 1234`)).toEqual([
      (await getDb().company.findFirstOrThrow({ where: { name: `${tag} Firma 1234` } })).id,
    ]);
    expect(await found(`${tag} link`)).toEqual([ids.expiredLink, ids.validLink]);
  });

  it("finds by #id and by the id as digits", async () => {
    expect(await found(`#${ids.withPassword}`)).toEqual([ids.withPassword]);
    expect(await found(String(ids.withPassword))).toContain(ids.withPassword);
  });

  it("finds by login or contact e-mail (a whole address exactly, any case; part of it too)", async () => {
    expect(await found(`${tag.toUpperCase()}-LOGIN@EXAMPLE.AT`)).toEqual([ids.withPassword]);
    expect(await found(`kontakt-${tag.toLowerCase()}@example.at`)).toEqual([ids.withPassword]);
    expect(await found(`${tag.toLowerCase()}-expired@`)).toEqual([ids.expiredLink]);
  });

  it("finds by phone digits, typed with or without formatting", async () => {
    expect(await found(digits)).toEqual([ids.withPassword]);
    expect(await found(`${digits.slice(0, 3)} ${digits.slice(3)}`)).toEqual([ids.withPassword]);
    expect(await found(`01 ${digits.slice(0, 3)} ${digits.slice(3)}`)).toEqual([ids.withPassword]);
  });

  it("finds by PLZ", async () => {
    expect(await found("9871")).toContain(ids.withPassword);
    expect(await found("9872")).not.toContain(ids.withPassword);
  });

  it("treats LIKE wildcards literally", async () => {
    expect(await found(`${tag}%`)).toEqual([]);
    expect(await found(`${tag}_Firma`)).toEqual([]);
  });
});

describe("the assign dialog's search (status=assignable)", () => {
  const team = `Zuweisung${randomBytes(4).toString("hex")}`;
  beforeAll(async () => {
    // 1,200 verified, checked companies with a login, and look-alikes that must not be offered.
    await getDb().$executeRaw`
      WITH login AS (
        INSERT INTO users (email, role)
        SELECT lower(${team}) || '-' || i || '@example.at', 'company' FROM generate_series(1, 1200) AS i
        RETURNING id, email
      )
      INSERT INTO companies (user_id, name, verified, services, city, licensed_services, insurance_valid_until)
      SELECT id, ${team} || ' Betrieb ' || split_part(split_part(email, '-', 2), '@', 1), true, '{}', 'Wien',
             ${CHECKED_COMPANY.licensedServices}::text[], ${CHECKED_COMPANY.insuranceValidUntil}::date FROM login`;
    const lookAlike = async (suffix: string, data: Record<string, unknown>) => {
      const user = await getDb().user.create({
        data: { email: `${team.toLowerCase()}-look-${suffix}@example.at`, role: "company" },
        select: { id: true },
      });
      await getDb().company.create({
        data: { name: `${team} Betrieb 1199 ${suffix}`, userId: user.id, services: [], ...CHECKED_COMPANY, ...data },
      });
    };
    await lookAlike("Ungeprüft", { verified: false });
    await lookAlike("Deaktiviert", { verified: true, deactivatedAt: new Date() });
    await lookAlike("Ohne Login", { verified: true, userId: null });
    await lookAlike("Pausiert", { verified: true, leadsPausedAt: new Date(), leadsPausedReasons: ["vat"] });
    await lookAlike("Versicherung abgelaufen", { verified: true, insuranceValidUntil: new Date("2020-01-01") });
  });

  // The candidates list of other files ranks at most 500 companies: remove the 1,200 again (all but the assigned one).
  afterAll(async () => {
    await getDb().$executeRaw`
      DELETE FROM companies c WHERE c.name LIKE ${team} || ' %'
        AND NOT EXISTS (SELECT 1 FROM project_assignments pa WHERE pa.company_id = c.id)`;
    await getDb().$executeRaw`
      DELETE FROM users u WHERE u.email LIKE lower(${team}) || '-%'
        AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.user_id = u.id)`;
  });

  it("finds any verified, active, checked company with a login among thousands by name, and the lead can be assigned to it", async () => {
    const all = await list(`${q(team)}&status=assignable&sort=name&pageSize=10`);
    expect(all.total).toBe(1200);
    const hits = await list(`${q(`${team} betrieb 1199`)}&status=assignable&sort=name&pageSize=10`);
    expect(hits.companies.map((row) => row.name)).toEqual([`${team} Betrieb 1199`]);
    const project = await getDb().project.create({
      data: {
        serviceType: "badrenovierung",
        zipCode: "1100",
        name: "Kundin",
        email: "kundin-zuweisung@example.at",
        phone: "+43 660 1234567",
        quizAnswers: {},
        privacyPolicyVersion: "2025-07",
      },
      select: { id: true },
    });
    const response = await postAssign(
      new Request(`${BASE}/api/admin/assign-lead`, {
        method: "POST",
        headers: { cookie: admin.cookie, origin: BASE, "content-type": "application/json" },
        body: JSON.stringify({ projectId: project.id, companyId: hits.companies[0]!.id }),
      }),
    );
    expect(response.status).toBe(201);
  });
});

describe("refusals", () => {
  it("answers 400 in German for a bad page, page size, status, sort or a too long search", async () => {
    for (const query of [
      "pageSize=0",
      "pageSize=101",
      "page=0",
      "page=abc",
      "status=open",
      "sort=newest",
      `q=${"x".repeat(201)}`,
    ]) {
      const response = await get(`?${query}`, admin.cookie);
      expect(response.status).toBe(400);
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe("string");
    }
  });

  it("answers 401 without a session and 403 for a company", async () => {
    expect((await get(`?${q(tag)}`)).status).toBe(401);
    expect((await get(`?${q(tag)}`, company.cookie)).status).toBe(403);
  });
});
