/**
 * `npm run bench`: load test of the production build on real PostgreSQL (issue 2 §7).
 *
 * 1. GET /, 50 connections, 20 s (target >= 600 req/s, issue 3)
 * 2. GET /quiz/badrenovierung, 50 connections, 20 s (target >= 800 req/s: ISR, no DB read per request)
 * 3. POST /api/projects with valid, distinct bodies, 20 connections, 20 s
 *    (target >= 200 req/s, p99 < 250 ms, zero errors)
 * 4. Lighthouse (mobile, median of 3) over /, /badezimmer, /küchenrenovierung,
 *    /preisleitfaden/badrenovierung, /blog and one article (targets: performance >= 95, SEO 100,
 *    accessibility >= 95, best practices >= 95). BENCH_SKIP_LIGHTHOUSE=1 skips it.
 *
 * Uses a fresh database on 127.0.0.1:5432 (dropped afterwards), builds when no build exists, and
 * prints requests/s, p50 / p99 latency (ms) and error counts. Record results in docs/benchmarks.md.
 * BENCH_SECONDS overrides the duration of each run.
 */
import "./load-env";
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { runLighthouse } from "./bench-lighthouse";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "../lib/domain/lead-score";
import { seed } from "../prisma/seed";
import { createTestDatabase } from "../tests/support/test-database";

const port = 3300;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === "1";

interface Summary {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

function summarize(name: string, result: autocannon.Result): Summary {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server did not answer at ${url}`);
}

async function main(): Promise<void> {
  if (!existsSync(".next/BUILD_ID")) {
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) throw new Error("build failed");
  }
  const db = await createTestDatabase("mp_bench");
  if (db.kind !== "server") console.warn("No PostgreSQL server answered: benchmarking the embedded database.");
  await seed(db.url, { allowDevPassword: false });
  const server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: "ignore",
    env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: "production", PROJECT_RATE_LIMIT_PER_HOUR: "100000000" },
    detached: true,
  });
  try {
    await waitForServer(`${base}/quiz/badrenovierung`);
    const quiz = (await (await fetch(`${base}/api/quizzes/badrenovierung`)).json()) as {
      questions: { id: string; type: string; options: string[] }[];
    };
    const answers: Record<string, string | string[]> = {};
    for (const q of quiz.questions) answers[q.id] = q.type === "checkbox" ? [q.options[0]!] : q.options[0]!;
    answers.intent_readiness = INTENT_READINESS_OPTIONS[0]!;
    answers.start_timeline = START_TIMELINE_OPTIONS[0]!;

    const home = summarize("GET / (50 connections)", await autocannon({ url: `${base}/`, connections: 50, duration: seconds }));

    const page = summarize(
      "GET /quiz/badrenovierung (50 connections)",
      await autocannon({ url: `${base}/quiz/badrenovierung`, connections: 50, duration: seconds }),
    );

    let counter = 0;
    const post = summarize(
      "POST /api/projects (20 connections)",
      await autocannon({
        url: `${base}/api/projects`,
        connections: 20,
        duration: seconds,
        method: "POST",
        headers: { "content-type": "application/json" },
        requests: [
          {
            setupRequest: (request) => {
              counter += 1;
              return {
                ...request,
                headers: { ...request.headers, "x-forwarded-for": `10.1.${Math.floor(counter / 250) % 250}.${counter % 250}` },
                body: JSON.stringify({
                  serviceType: "badrenovierung",
                  zipCode: String(1010 + (counter % 230)),
                  name: `Bench Kunde ${counter}`,
                  email: `kunde${counter}@example.at`,
                  phone: `0660 ${1000000 + counter}`,
                  gdprAccepted: true,
                  answers,
                }),
              };
            },
          },
        ],
      }),
    );

    const stored = await (async () => {
      const pg = (await import("pg")).default;
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query<{ count: string }>("select count(*) from projects");
      await client.end();
      return Number(rows[0]!.count);
    })();

    console.log("\nResults");
    console.table([home, page, post]);
    console.log(`Projects stored during the POST run: ${stored} (requests answered 2xx: ${post.total - post.non2xx - post.errors})`);

    if (!skipLighthouse) {
      const [article] = (await (await fetch(`${base}/api/blog-posts?published=true&limit=1`)).json()) as { slug: string }[];
      const paths = ["/", "/badezimmer", "/küchenrenovierung", "/preisleitfaden/badrenovierung", "/blog"];
      if (article) paths.push(`/blog/${article.slug}`);
      const scores = await runLighthouse(paths.map((p) => `${base}${encodeURI(p)}`));
      console.log("\nLighthouse (mobile, median of 3 runs)");
      console.table(scores.map((s) => ({ ...s, url: decodeURI(s.url.replace(base, "")) })));
    }
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
