/**
 * Part "operations" of `npm run bench`: the admin's project search, a big company's lead list and
 * the admin's audit log, each on a database of a size the product may reach (seedOperations).
 * Targets, 10 connections each: search and lead list p99 < 100 ms, audit log p99 < 150 ms.
 */
import autocannon from "autocannon";
import pg from "pg";
import { hashPassword } from "../lib/auth/password";

/** Sizes of the operations data and the company account whose leads are measured. */
export const OPERATIONS = {
  projects: 100_000,
  auditRows: 1_000_000,
  company: { email: "bench-grossfirma@example.at", password: "bench-grossfirma-passwort", leads: 5_000 },
} as const;

/** Page size of the company dashboard's lead list (LEADS_PAGE_SIZE, components/company/company-dashboard.tsx). */
const DASHBOARD_LEADS_PAGE_SIZE = 20;

/** What the runs search for: e-mail addresses and PLZ that exist in the seeded projects. */
export interface OperationsSeed {
  emails: string[];
  zipCodes: string[];
}

/** The e-mail address of seeded project number `i` (1-based), as the seeding SQL builds it. */
const emailOf = (i: number) => `kundin.${i}@${["gmail.com", "gmx.at", "aon.at", "outlook.com"][i % 4]}`;

/**
 * Seeds the operations data into the (migrated, seeded) database at `url` with set-based SQL; takes
 * about a minute. OPERATIONS.projects projects over a year (four services, 40 % in Vienna's 23 PLZ,
 * the rest over 799 other PLZ, lower-case e-mails, a few marked as spam, a third assigned to one of
 * ten other companies); a verified company with a login and OPERATIONS.company.leads of them;
 * OPERATIONS.auditRows audit rows over three years; then VACUUM ANALYZE, as autovacuum would have.
 *
 * @returns e-mail addresses and PLZ of seeded projects for the search runs.
 */
export async function seedOperations(url: string): Promise<OperationsSeed> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const { rows: users } = await client.query<{ id: number }>(
      "insert into users (email, password, role) values ($1, $2, 'company') returning id",
      [OPERATIONS.company.email, await hashPassword(OPERATIONS.company.password)],
    );
    const { rows: companies } = await client.query<{ id: number }>(
      "insert into companies (user_id, name, verified, services, licensed_services, insurance_valid_until, zip_code, city) values ($1, 'Bench Großfirma GmbH', true, '{badrenovierung,maler}', '{badrenovierung,maler}', '2099-12-31', '1100', 'Wien') returning id",
      [users[0]!.id],
    );
    const bigCompany = companies[0]!.id;
    const { rows: others } = await client.query<{ id: number }>(
      `insert into companies (name, verified, services, licensed_services, insurance_valid_until)
       select 'Bench Partner ' || n || ' GmbH', true, '{badrenovierung,maler,küchenrenovierung}',
              '{badrenovierung,maler,küchenrenovierung}', '2099-12-31' from generate_series(1, 10) as n
       returning id`,
    );
    const otherIds = others.map((row) => row.id);
    // Ids are reserved as one block, so seeded number i (1 = newest) has id idOf(i) and ids grow with created_at.
    const { rows: reserved } = await client.query<{ base: string }>(
      "select nextval(pg_get_serial_sequence('projects', 'id')) as base",
    );
    const base = Number(reserved[0]!.base);
    await client.query("select setval(pg_get_serial_sequence('projects', 'id'), $1)", [base + OPERATIONS.projects]);
    const idOf = (column: string) => `(${base} + ${OPERATIONS.projects} + 1 - ${column})`;
    await client.query(
      `insert into projects (id, service_type, zip_code, name, email, phone, budget, quiz_answers, status, privacy_policy_version,
                             spam_at, created_at)
       select ${idOf("i")}, (array['badrenovierung','küchenrenovierung','maler','wohnungsrenovierung'])[1 + i % 4],
              case when i % 5 < 2 then (1010 + (i % 23) * 10)::text else (2000 + ((i * 37) % 799) * 10)::text end,
              'Kundin ' || i, 'kundin.' || i || '@' || (array['gmail.com','gmx.at','aon.at','outlook.com'])[1 + i % 4],
              '+43 660 ' || (3000000 + i), '10.000 - 20.000 €',
              jsonb_build_object('bathroom_size', '5-8 m²', 'wishes', jsonb_build_array('Dusche', 'WC'),
                                 'intent_readiness', 'x', 'start_timeline', 'y'),
              (array['Offen','Offen','Gewonnen','Verloren'])[1 + (i / 7) % 4], '2025-07',
              case when i % 200 = 0 then now() - make_interval(mins => i * 5) end,
              now() - make_interval(mins => i * 5)
       from generate_series(1, $1::int) as i`,
      [OPERATIONS.projects],
    );
    await client.query(
      `insert into project_assignments (project_id, company_id, status, assigned_at)
       select ${idOf("i")}, $1, (array['Offen','Gewonnen','Verloren'])[1 + i % 3], now() - make_interval(mins => i * 5 - 30)
       from generate_series(20, $2::int, 20) as i`,
      [bigCompany, OPERATIONS.projects],
    );
    await client.query(
      `insert into project_assignments (project_id, company_id, status, assigned_at)
       select ${idOf("i")}, ($1::int[])[1 + (i / 3) % 10], 'Offen', now() - make_interval(mins => i * 5 - 60)
       from generate_series(3, $2::int, 3) as i`,
      [otherIds, OPERATIONS.projects],
    );
    await client.query(
      `update projects p set assigned_company_id = first.company_id
       from (select distinct on (project_id) project_id, company_id from project_assignments order by project_id, assigned_at, id) first
       where p.id = first.project_id and p.assigned_company_id is null and p.id > $1`,
      [base],
    );
    const { rows: count } = await client.query<{ n: number }>(
      "select count(*)::int as n from project_assignments where company_id = $1",
      [bigCompany],
    );
    if (count[0]!.n !== OPERATIONS.company.leads)
      throw new Error(`expected ${OPERATIONS.company.leads} assignments, got ${count[0]!.n}`);

    const { rows: actors } = await client.query<{ id: number }>(
      "select id from users where role in ('admin', 'company') order by id limit 20",
    );
    await client.query(
      `insert into audit_log (created_at, actor_user_id, actor_role, action, entity_type, entity_id, before, after, note)
       select now() - make_interval(secs => ($2::int - i) * 90),
              case when i % 10 = 0 then null else ($1::int[])[1 + i % cardinality($1::int[])] end,
              case when i % 10 = 0 then 'system' when i % 10 < 4 then 'company' else 'admin' end,
              (array['project.assign','project.unassign','project.status','project.assignment-status','project.reopen',
                     'project.spam','company.profile_update','company.deactivate','registration.approve','registration.reject'])[1 + i % 10],
              (array['project','project','project','project','project','project','company','company','registration','registration'])[1 + i % 10],
              (1 + i % 100000)::text,
              jsonb_build_object('status', 'Offen', 'closedAt', null),
              jsonb_build_object('status', (array['Offen','Gewonnen','Verloren'])[1 + i % 3], 'companyId', 1 + i % 10),
              case when i % 5 = 0 then 'Kunde hat telefonisch abgesagt (Bench ' || i || ')' end
       from generate_series(1, $2::int) as i`,
      [actors.map((row) => row.id), OPERATIONS.auditRows],
    );
    for (const table of ["projects", "project_assignments", "companies", "audit_log"])
      await client.query(`vacuum analyze ${table}`);
    console.log(`Operations data seeded in ${Math.round((Date.now() - started) / 1000)} s.`);
  } finally {
    await client.end();
  }
  // Spread the searches over the whole year: new and old projects, all four e-mail domains.
  const emails = Array.from({ length: 500 }, (_, n) => emailOf(1 + ((n * 7919) % OPERATIONS.projects)));
  const zipCodes = [
    ...Array.from({ length: 23 }, (_, n) => String(1010 + n * 10)),
    ...Array.from({ length: 23 }, (_, n) => String(2000 + ((n * 113) % 799) * 10)),
  ];
  return { emails, zipCodes };
}

/** One measured run: a label and autocannon's result. */
export interface OperationsRun {
  name: string;
  result: autocannon.Result;
}

/** Sessions of the runs: the bench admin's and the big company's Cookie headers. */
export interface OperationsSessions {
  adminCookie: string;
  companyCookie: string;
}

/** GETs `path` with `cookie` and returns the JSON body; throws on a non-2xx answer. */
async function getJson<T>(base: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** autocannon GETs of `paths` (one after the other, round robin) with `cookie`. */
function rotating(
  base: string,
  paths: string[],
  cookie: string,
  connections: number,
  seconds: number,
): Promise<autocannon.Result> {
  let counter = 0;
  return autocannon({
    url: `${base}${paths[0]}`,
    connections,
    duration: seconds,
    headers: { cookie },
    requests: [
      {
        setupRequest: (request) => {
          counter += 1;
          return { ...request, path: paths[counter % paths.length]! };
        },
      },
    ],
  });
}

/**
 * Checks the answers once (so a run never measures error pages), then measures against the server
 * at `base`, `seconds` each: the admin's project search by whole e-mail address and by PLZ (a
 * different one per request), the company's lead list as the dashboard asks for it and with the
 * API's default page of 500, and the audit log's first page.
 *
 * @throws Error when an answer does not hold the seeded rows.
 */
export async function operationsRuns(
  base: string,
  seed: OperationsSeed,
  sessions: OperationsSessions,
  seconds: number,
): Promise<OperationsRun[]> {
  const { adminCookie, companyCookie } = sessions;
  const search = (q: string) => `/api/admin/projects?page=1&pageSize=50&q=${encodeURIComponent(q)}`;

  const all = await getJson<{ total: number }>(base, "/api/admin/projects?page=1&pageSize=50", adminCookie);
  if (all.total < OPERATIONS.projects) throw new Error(`expected >= ${OPERATIONS.projects} projects, got ${all.total}`);
  const byEmail = await getJson<{ projects: { email: string }[] }>(
    base,
    search(seed.emails[0]!.toUpperCase()),
    adminCookie,
  );
  if (byEmail.projects.length !== 1 || byEmail.projects[0]!.email !== seed.emails[0])
    throw new Error(`e-mail search found ${byEmail.projects.length} projects`);
  // Four digits also match the project id (lib/projects/search.ts searchCondition).
  const zip = seed.zipCodes[0]!;
  const byZip = await getJson<{ projects: { id: number; zipCode: string }[]; total: number }>(
    base,
    search(zip),
    adminCookie,
  );
  if (byZip.projects.length !== 50 || byZip.projects.some((p) => p.zipCode !== zip && p.id !== Number(zip)))
    throw new Error("PLZ search answered other projects");
  const leads = await getJson<{ projects: unknown[]; total: number }>(base, "/api/company/leads", companyCookie);
  if (leads.total !== OPERATIONS.company.leads || leads.projects.length !== 500) {
    throw new Error(
      `expected ${OPERATIONS.company.leads} leads (500 on the first page), got ${leads.total} (${leads.projects.length})`,
    );
  }
  const audit = await getJson<{ rows: unknown[]; total: number }>(base, "/api/admin/audit-log", adminCookie);
  if (audit.total < OPERATIONS.auditRows || audit.rows.length !== 50)
    throw new Error(`expected >= ${OPERATIONS.auditRows} audit rows, got ${audit.total}`);

  const runs: OperationsRun[] = [];
  runs.push({
    name: `GET /api/admin/projects?q=<e-mail>, ${all.total} projects (10 connections)`,
    result: await rotating(base, seed.emails.map(search), adminCookie, 10, seconds),
  });
  runs.push({
    name: `GET /api/admin/projects?q=<PLZ>, ~${byZip.total} hits each in Vienna (10 connections)`,
    result: await rotating(base, seed.zipCodes.map(search), adminCookie, 10, seconds),
  });
  runs.push({
    name: `GET /api/company/leads?page=1&pageSize=${DASHBOARD_LEADS_PAGE_SIZE}, ${leads.total} leads (10 connections)`,
    result: await rotating(
      base,
      [`/api/company/leads?page=1&pageSize=${DASHBOARD_LEADS_PAGE_SIZE}`],
      companyCookie,
      10,
      seconds,
    ),
  });
  runs.push({
    name: `GET /api/company/leads (default page of 500), ${leads.total} leads (10 connections)`,
    result: await rotating(base, ["/api/company/leads"], companyCookie, 10, seconds),
  });
  runs.push({
    name: `GET /api/admin/audit-log (page of 50), ${audit.total} rows (10 connections)`,
    result: await rotating(base, ["/api/admin/audit-log"], adminCookie, 10, seconds),
  });
  return runs;
}
