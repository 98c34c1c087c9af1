/**
 * Part "offers" of `npm run bench`: project-to-offer latency without AI over HTTP against a running
 * server (target p99 < 2 s with 20 projects submitted at once). The server must run its job worker
 * and must not have OPENAI_API_KEY set. Alone: tsx bench/offers.ts <baseUrl> [--projects 20]
 * [--rounds 3] [--poll-ms 200] [--db <postgresql-url>]; exit code 1 when a project got no offer.
 */
import { isEntryPoint } from "../scripts/lib/child-process";
import { sleep } from "../scripts/lib/wait-for";

export interface OfferLatencyOptions {
  /** Projects submitted at once per round (default 20). */
  projects?: number;
  /** Rounds (default 3). */
  rounds?: number;
  /** Poll interval of GET /api/bathroom-offers/{id} (ms, default 200; the polls load the server too). */
  pollMs?: number;
  /** Give up on one project after this long (ms, default 30 000). */
  timeoutMs?: number;
  /** The server's database: also report the lag between the project and offer rows. */
  databaseUrl?: string;
}

export interface OfferLatencySummary {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Projects without a ready offer (timeout, failed generation, HTTP errors). */
  errors: number;
  /** Target p99 < 2000 ms met. */
  targetMet: boolean;
  /** With `databaseUrl`: p50 / p99 / max of offer.created_at − project.created_at (ms). */
  dbLagP50?: number;
  dbLagP99?: number;
  dbLagMax?: number;
}

const TARGET_P99_MS = 2000;

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function bathroomAnswers(base: string): Promise<Record<string, string | string[]>> {
  const response = await fetch(`${base}/api/quizzes/badrenovierung`);
  if (!response.ok) throw new Error(`GET /api/quizzes/badrenovierung: ${response.status}`);
  const quiz = (await response.json()) as { questions: { id: string; type: string; options: string[] }[] };
  const answers: Record<string, string | string[]> = {};
  for (const q of quiz.questions) {
    if (q.id === "fixtures_to_replace") continue; // prefilled from project_type by the server
    answers[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.options[0]!;
  }
  answers.project_type = "Komplette Renovierung";
  return answers;
}

let counter = 0;

/** Submits one project and waits for its offer; resolves with latency (ms) and project id (throws on failure). */
async function oneProject(
  base: string,
  answers: Record<string, string | string[]>,
  pollMs: number,
  timeoutMs: number,
): Promise<{ ms: number; projectId: number }> {
  counter += 1;
  const n = counter;
  const started = performance.now();
  const post = await fetch(`${base}/api/projects`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${Math.floor(n / 250) % 250}.${n % 250}` },
    body: JSON.stringify({
      serviceType: "badrenovierung",
      zipCode: String(1010 + (n % 23) * 10),
      name: `Bench Angebot ${n}`,
      email: `bench-angebot-${n}@example.at`,
      phone: `0660 ${2000000 + n}`,
      gdprAccepted: true,
      answers,
    }),
  });
  if (post.status !== 201) throw new Error(`POST /api/projects: ${post.status} ${await post.text()}`);
  const { projectId } = (await post.json()) as { projectId: number };
  const cookie = post.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("projekt_zugang="));
  if (!cookie) throw new Error("POST /api/projects set no access cookie");

  while (performance.now() - started < timeoutMs) {
    const response = await fetch(`${base}/api/bathroom-offers/${projectId}`, { headers: { cookie } });
    if (response.status === 200) {
      const body = (await response.json()) as { status: string };
      if (body.status === "ready") return { ms: performance.now() - started, projectId };
      throw new Error(`project ${projectId}: generation ${body.status}`);
    }
    if (response.status !== 202) throw new Error(`GET /api/bathroom-offers/${projectId}: ${response.status}`);
    await sleep(pollMs);
  }
  throw new Error(`project ${projectId}: no offer within ${timeoutMs} ms`);
}

/**
 * Runs the measurement against `baseUrl` (e.g. "http://127.0.0.1:3300") and returns the summary.
 * Each round submits `projects` bathroom projects at once (a distinct X-Forwarded-For each, so the
 * per-IP limit does not interfere) and polls GET /api/bathroom-offers/{id} every `pollMs` until
 * "ready". Latency: from sending the POST to the first "ready" answer (so it includes up to one poll
 * interval). With `databaseUrl` also offer.created_at − project.created_at, free of HTTP and polling.
 */
export async function benchOfferLatency(
  baseUrl: string,
  options: OfferLatencyOptions = {},
): Promise<OfferLatencySummary> {
  const base = baseUrl.replace(/\/+$/, "");
  const projects = options.projects ?? 20;
  const rounds = options.rounds ?? 3;
  const pollMs = options.pollMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const answers = await bathroomAnswers(base);

  const latencies: number[] = [];
  const projectIds: number[] = [];
  let errors = 0;
  for (let round = 0; round < rounds; round++) {
    const results = await Promise.allSettled(
      Array.from({ length: projects }, () => oneProject(base, answers, pollMs, timeoutMs)),
    );
    for (const result of results) {
      if (result.status === "fulfilled") {
        latencies.push(result.value.ms);
        projectIds.push(result.value.projectId);
      } else {
        errors += 1;
        console.error(`  ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
      }
    }
    if (round < rounds - 1) await sleep(1000); // let the worker go idle between rounds
  }
  const sorted = latencies.sort((a, b) => a - b).map((ms) => Math.round(ms));
  const p99 = percentile(sorted, 99);
  const lag = options.databaseUrl ? await databaseLag(options.databaseUrl, projectIds) : undefined;
  return {
    name: `project → offer without AI (${projects} at once × ${rounds})`,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99,
    max: sorted.at(-1) ?? NaN,
    errors,
    targetMet: errors === 0 && p99 < TARGET_P99_MS,
    ...(lag ? { dbLagP50: percentile(lag, 50), dbLagP99: percentile(lag, 99), dbLagMax: lag.at(-1) } : {}),
  };
}

/** offer.created_at − project.created_at (ms, sorted) of the given projects. */
async function databaseLag(databaseUrl: string, projectIds: number[]): Promise<number[]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ms: number }>(
      `select extract(epoch from (o.created_at - p.created_at)) * 1000 as ms
         from projects p join bathroom_offers o on o.project_id = p.id
        where p.id = any($1::int[]) order by ms`,
      [projectIds],
    );
    return rows.map((row) => Math.round(Number(row.ms)));
  } finally {
    await client.end();
  }
}

function argText(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

function argValue(name: string): number | undefined {
  const text = argText(name);
  return text === undefined ? undefined : Number(text);
}

async function main(): Promise<void> {
  const baseUrl = process.argv[2];
  if (!baseUrl || baseUrl.startsWith("--")) {
    console.error(
      "Aufruf: tsx bench/offers.ts <baseUrl> [--projects 20] [--rounds 3] [--poll-ms 200] [--db <postgresql-url>]",
    );
    process.exit(2);
  }
  const summary = await benchOfferLatency(baseUrl, {
    projects: argValue("projects"),
    rounds: argValue("rounds"),
    pollMs: argValue("poll-ms"),
    databaseUrl: argText("db"),
  });
  console.table([summary]);
  console.log(`Target p99 < ${TARGET_P99_MS} ms: ${summary.targetMet ? "met" : "NOT met"}`);
  if (summary.errors > 0) process.exit(1);
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
