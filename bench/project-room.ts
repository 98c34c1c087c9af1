/**
 * Part "room" of `npm run bench`: the customer's project room GET /mein-projekt/{token} with 50 messages in one
 * thread beside the same room with none (target ≥ 0.8× its req/s), and the thread's GET
 * /api/mein-projekt/{token}/messages/{companyId} likewise (the page loads messages in the browser, not on the server).
 * After a warm-up the rounds alternate the order of the two states; messages are inserted and deleted between runs.
 */
import autocannon from "autocannon";
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

/** Messages in the loaded thread and the connections per run. */
export const ROOM_BENCH = { messages: 50, connections: 10 } as const;

/** The seeded room: its link token and the thread's ids. */
export interface RoomSeed {
  token: string;
  companyId: number;
  assignmentId: number;
}

/** One autocannon run. */
export interface RoomRun {
  target: "page" | "api";
  messages: number;
  round: number;
  result: autocannon.Result;
}

/**
 * Inserts a confirmed bathroom project with two assigned companies (one of them the thread's) and a
 * room link, as the project form and the assignment would leave them.
 */
export async function seedRoom(url: string): Promise<RoomSeed> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: projects } = await client.query<{ id: number }>(
      `insert into projects (service_type, zip_code, name, email, phone, budget, quiz_answers, privacy_policy_version,
                             email_confirmed_at, created_at)
       values ('badrenovierung', '1070', 'Bench Raumkundin', 'bench-raum@example.at', '+43 660 5550000', '10.000 - 20.000 €',
               jsonb_build_object('bathroom_size', '5-8 m²', 'wishes', jsonb_build_array('Dusche', 'WC'),
                                  'intent_readiness', 'x', 'start_timeline', 'y'),
               '2025-07', now() - interval '3 days', now() - interval '3 days')
       returning id`,
    );
    const projectId = projects[0]!.id;
    const { rows: companies } = await client.query<{ id: number }>(
      `insert into companies (name, verified, verified_at, services, licensed_services, insurance_valid_until, zip_code, city)
       select 'Bench Raumfirma ' || n || ' GmbH', true, now(), '{badrenovierung}', '{badrenovierung}', '2099-12-31', '1070', 'Wien'
       from generate_series(1, 2) as n returning id`,
    );
    const { rows: assignments } = await client.query<{ id: number; company_id: number }>(
      `insert into project_assignments (project_id, company_id, status, assigned_at, contacted_at)
       select $1, id, 'Offen', now() - interval '2 days', now() - interval '2 days' from unnest($2::int[]) as id
       returning id, company_id`,
      [projectId, companies.map((row) => row.id)],
    );
    await client.query("update projects set assigned_company_id = $2 where id = $1", [projectId, companies[0]!.id]);
    const token = randomBytes(32).toString("base64url");
    await client.query("insert into project_room_links (project_id, token_hash) values ($1, $2)", [
      projectId,
      createHash("sha256").update(token).digest("hex"),
    ]);
    return { token, companyId: assignments[0]!.company_id, assignmentId: assignments[0]!.id };
  } finally {
    await client.end();
  }
}

/**
 * Sets the thread of `assignmentId` to `count` messages, alternating company and customer, about 300 characters
 * each, one every 20 minutes up to now; all read (the first GET of the thread would mark them so anyway).
 */
async function setMessages(url: string, assignmentId: number, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("delete from messages where assignment_id = $1", [assignmentId]);
    await client.query(
      `insert into messages (assignment_id, sender, body, created_at, read_at)
       select $1, case when i % 2 = 0 then 'company' else 'customer' end,
              'Nachricht ' || i || ': ' || repeat('Wir könnten am Dienstag um 9 Uhr zur Besichtigung kommen, passt das? ', 4),
              now() - make_interval(mins => ($2::int - i) * 20), now() - make_interval(mins => ($2::int - i) * 20 - 5)
       from generate_series(1, $2::int) as i`,
      [assignmentId, count],
    );
    await client.query("analyze messages");
  } finally {
    await client.end();
  }
}

/** An autocannon run of GET `url` for `seconds`, each request from its own client address. */
async function measure(url: string, seconds: number): Promise<autocannon.Result> {
  let counter = 0;
  return autocannon({
    url,
    connections: ROOM_BENCH.connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          counter += 1;
          const ip = `10.88.${Math.floor(counter / 250) % 250}.${counter % 250}`;
          return { ...request, headers: { ...request.headers, "x-forwarded-for": ip } };
        },
      },
    ],
  });
}

/**
 * `rounds` rounds of four runs (page and thread API, each with ROOM_BENCH.messages messages and with none),
 * the order of the two states alternating per round. Checks first that both answer 200 and the thread holds
 * the messages.
 * @throws Error when the page or the thread does not answer as expected.
 */
export async function roomRuns(
  base: string,
  databaseUrl: string,
  seed: RoomSeed,
  seconds: number,
  rounds: number,
): Promise<RoomRun[]> {
  const pageUrl = `${base}/mein-projekt/${seed.token}`;
  const apiUrl = `${base}/api/mein-projekt/${seed.token}/messages/${seed.companyId}`;
  await setMessages(databaseUrl, seed.assignmentId, ROOM_BENCH.messages);
  const page = await fetch(pageUrl, { headers: { "x-forwarded-for": "10.88.250.1" } });
  if (page.status !== 200) throw new Error(`project room answered ${page.status}`);
  const thread = await fetch(apiUrl, { headers: { "x-forwarded-for": "10.88.250.1" } });
  const text = await thread.text();
  const count =
    thread.status === 200 ? (JSON.parse(text) as { thread: { messages: unknown[] } }).thread.messages.length : 0;
  if (count !== ROOM_BENCH.messages)
    throw new Error(`thread answered ${thread.status} (${count} messages): ${text.slice(0, 300)}`);

  // Warm-up of both routes (the first seconds of a fresh server run far slower).
  await measure(pageUrl, 5);
  await measure(apiUrl, 5);
  const runs: RoomRun[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? [0, ROOM_BENCH.messages] : [ROOM_BENCH.messages, 0];
    for (const messages of order) {
      await setMessages(databaseUrl, seed.assignmentId, messages);
      runs.push({ target: "page", messages, round, result: await measure(pageUrl, seconds) });
      runs.push({ target: "api", messages, round, result: await measure(apiUrl, seconds) });
    }
  }
  return runs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints each run and, per target, the median req/s of the loaded room against the empty one (≥ 0.8×). */
export function printRoomRuns(runs: RoomRun[]): void {
  console.log(`\nProject room, ${ROOM_BENCH.messages} messages against none (${ROOM_BENCH.connections} connections)`);
  console.table(
    runs.map((run) => ({
      run: `${run.target === "page" ? "GET /mein-projekt/{token}" : "GET …/messages/{companyId}"}, ${run.messages} messages, round ${run.round}`,
      requestsPerSecond: Math.round(run.result.requests.average),
      p50: run.result.latency.p50,
      p99: run.result.latency.p99,
      errors: run.result.errors + run.result.timeouts,
      non2xx: run.result.non2xx,
    })),
  );
  for (const target of ["page", "api"] as const) {
    const rate = (messages: number) =>
      median(runs.filter((r) => r.target === target && r.messages === messages).map((r) => r.result.requests.average));
    const empty = rate(0);
    const loaded = rate(ROOM_BENCH.messages);
    const ratio = loaded / empty;
    console.log(
      `${target === "page" ? "Room page" : "Thread API"}: median ${Math.round(loaded)} req/s with ${ROOM_BENCH.messages} messages, ` +
        `${Math.round(empty)} req/s empty: ${ratio.toFixed(2)}× (target ≥ 0.8×) ${ratio >= 0.8 ? "✔" : "✘"}`,
    );
  }
}
