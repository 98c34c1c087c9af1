/**
 * Part `proxy` of `npm run bench`, on the local cluster (scripts/cluster.ts) with a database of its
 * own: public pages through the proxy against nginx serving the same bytes, one instance alone
 * against the bare Next page (bench/bare, also the Lighthouse part's baseline), and POST
 * /api/projects with two instances against one. Details at runProxyBench.
 */
import autocannon from "autocannon";
import pg from "pg";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyBuild, startCluster, type Cluster } from "../scripts/cluster";
import { appServerArgs, stopChild } from "../scripts/lib/child-process";
import { nginxMainConfig, renderNginxSite } from "../scripts/lib/nginx";
import { sleep, waitFor } from "../scripts/lib/wait-for";
import { createTestDatabase } from "../tests/support/test-database";
import { projectPosts } from "./project-posts";
import { firstOptionAnswers } from "./quiz-answers";

const root = process.cwd();

/** The public pages of the bench; an article's path is added at run time. */
export const PUBLIC_PAGES = [
  "/",
  "/badezimmer",
  "/küchenrenovierung",
  "/preisleitfaden/badrenovierung",
  "/blog",
  "/quiz/badrenovierung",
];

/** The company directory, first page and one filter (served from the cache like the pages above), in part 1 and 2 only. */
const DIRECTORY_PAGES = ["/firmen", "/firmen?leistung=maler&bezirk=1100"];
/** Verified companies seeded for the directory pages: two pages of the directory, some of them painters serving 1100. */
const DIRECTORY_COMPANIES = 45;

/** Ports of this part: cluster proxy, instances a and b, the one-instance proxy, the static nginx. */
const PORTS = {
  proxy: 4180,
  apps: [4181, 4182],
  oneInstanceProxy: 4183,
  staticFiles: 4184,
  plainNode: 4185,
  solo: 4186,
};
/** Build folder of the instance that runs alone (part 2). */
const SOLO_DIST = ".next-bench-solo";
/** The bare app's source folder (bench/bare). */
const BARE_DIR = path.join(root, "bench", "bare");

/**
 * How the bare page is built. "turbopack" is how `next build` builds by default in Next 16, and so
 * how the app is built: the baseline of §5 and §6. "webpack" is the same page built with
 * `next build --webpack`, a reference row in the Lighthouse part.
 */
export type BareBundler = "turbopack" | "webpack";

/** Where each build of the bare page runs `next` from and builds into (ignored `.next-*` folders). */
const BARE_BUILDS: Record<BareBundler, { cwd: string; distDir: string }> = {
  // Staged outside bench/bare, see stageTurbopackBare.
  turbopack: { cwd: path.join(root, ".next-bare-turbopack"), distDir: ".next" },
  webpack: { cwd: BARE_DIR, distDir: "../../.next-bare" },
};

/**
 * Copies bench/bare (app, package.json, tsconfig.json, next.config.mjs) into
 * `.next-bare-turbopack/` with a hard-linked copy of the repository's node_modules (`cp -al`: no
 * extra disk, under a second). Turbopack run inside the repository takes the repository (its
 * lockfile) as the workspace root and compiles the app's instrumentation.ts and proxy.ts into the
 * bare build; with `turbopack.root` set to the bare folder (bench/bare/next.config.mjs) it reads
 * only files under that root, so node_modules must be inside it, and a symlink points outside.
 * Throws when the copy fails (node_modules on another file system than the repository).
 */
function stageTurbopackBare(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const entry of ["app", "package.json", "tsconfig.json", "next.config.mjs"]) {
    cpSync(path.join(BARE_DIR, entry), path.join(folder, entry), { recursive: true });
  }
  const copy = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(folder, "node_modules")], {
    stdio: "inherit",
  });
  if (copy.status !== 0) throw new Error(`hard-linking node_modules into ${folder} failed`);
}

/** The version of the repository's `next` (node_modules/next/package.json). */
function repositoryNextVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")) as { version: string }
  ).version;
}

/**
 * Builds the bare page with `bundler` unless a build by the repository's current `next` version
 * exists (recorded in `<build folder>/bench-next-version`), with the `next` of the folder it builds
 * in (the repository's, hard-linked for Turbopack: one copy of React per build). Throws when the
 * build fails.
 */
export function ensureBareBuild(bundler: BareBundler): void {
  const { cwd, distDir } = BARE_BUILDS[bundler];
  const versionFile = path.join(cwd, distDir, "bench-next-version");
  const version = repositoryNextVersion();
  if (existsSync(versionFile) && readFileSync(versionFile, "utf8") === version) return;
  if (bundler === "turbopack") stageTurbopackBare(cwd);
  const args = ["build", ...(bundler === "webpack" ? ["--webpack"] : [])];
  const result = spawnSync(process.execPath, [nextBin(cwd), ...args], {
    cwd,
    stdio: "inherit",
    env: { ...process.env, BARE_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build of the bare page (${bundler}) failed`);
  writeFileSync(versionFile, version);
}

/** The `next` CLI that serves `cwd`: its own node_modules' when it has one (the staged Turbopack copy), else the repository's. */
function nextBin(cwd: string): string {
  const own = path.join(cwd, "node_modules", "next", "dist", "bin", "next");
  return existsSync(own) ? own : path.join(root, "node_modules", "next", "dist", "bin", "next");
}

/** A running bare Next page (`next start` of bench/bare) at `url`. */
export interface BareServer {
  url: string;
  stop(): void;
}

/**
 * Starts `next start` for the bare page built with `bundler` on `port` (builds it first when needed;
 * not 4190, which fetch refuses as a "bad port"). Throws when it does not answer within 60 s.
 */
export async function startBare(bundler: BareBundler, port: number): Promise<BareServer> {
  ensureBareBuild(bundler);
  const { cwd, distDir } = BARE_BUILDS[bundler];
  const child = spawn(process.execPath, [nextBin(cwd), "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd,
    stdio: "ignore",
    env: { ...process.env, BARE_DIST_DIR: distDir, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  try {
    await waitFor(`${url}/`, { child });
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Program of the plain Node server of part 2 (run with `node -e`; argv: port, file): every request
 * is answered with the file's content as one string (`res.end(html)`), as Next answers a cached page.
 */
const PLAIN_NODE_SERVER = [
  'const http = require("node:http");',
  'const html = require("node:fs").readFileSync(process.argv[2], "utf8");',
  "http.createServer((req, res) => {",
  '  res.setHeader("Content-Type", "text/html; charset=utf-8");',
  '  res.setHeader("Content-Length", Buffer.byteLength(html));',
  "  res.end(html);",
  '}).listen(Number(process.argv[1]), "127.0.0.1");',
].join("\n");

/** Measures the plain Node server of part 2 serving `file` (50 connections, `seconds` s). */
async function loadPlainNode(file: string, seconds: number): Promise<Run> {
  const child = spawn(process.execPath, ["-e", PLAIN_NODE_SERVER, String(PORTS.plainNode), file], { stdio: "ignore" });
  try {
    await waitFor(`http://127.0.0.1:${PORTS.plainNode}/`, { child, timeoutMs: 10_000 });
    return await load({ url: `http://127.0.0.1:${PORTS.plainNode}/`, connections: 50, duration: seconds });
  } finally {
    await stopChild(child, "SIGTERM", 2000);
  }
}

/**
 * Starts one instance as the README's run command does (scripts/server.ts, no proxy in front, no
 * REDIS_URL, the default settings) from a copy of the build `appDistDir` on the database
 * `databaseUrl`, and waits until it answers /api/health. Returns its URL and a stop function.
 */
async function startSoloInstance(
  appDistDir: string,
  databaseUrl: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  copyBuild(appDistDir, SOLO_DIST);
  const url = `http://127.0.0.1:${PORTS.solo}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: SOLO_DIST,
    DATABASE_URL: databaseUrl,
    SITE_URL: url,
  };
  for (const name of ["REDIS_URL", "RESPONSE_CACHE_MS", "INSTANCE_NAME"]) delete env[name];
  Object.assign(env, { AUTH_SECRET: randomBytes(48).toString("base64url"), LOG_LEVEL: "warn", OPENAI_API_KEY: "" });
  const child = spawn(
    process.execPath,
    appServerArgs({ port: PORTS.solo, hostname: "127.0.0.1", trustedProxyHops: 0 }),
    { stdio: "ignore", env },
  );
  const stop = async () => {
    await stopChild(child, "SIGTERM", 12_000);
    rmSync(path.join(root, SOLO_DIST), { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/health`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** One measured pair: a run, its baseline, the ratio and whether it meets the target. */
export interface ProxyComparison {
  comparison: string;
  page: string;
  /** Size of the page's HTML (uncompressed), bytes. */
  bytes: number | null;
  reqPerSec: number;
  p99: number;
  errors: number;
  baselineReqPerSec: number;
  baselineP99: number;
  ratio: string;
  target: string;
}

export interface ProxyBenchResult {
  comparisons: ProxyComparison[];
  /** Requests of both POST runs answered 2xx (a sanity check). */
  postsAnswered2xx: number;
}

interface Run {
  rps: number;
  p99: number;
  errors: number;
  total: number;
  non2xx: number;
}

async function load(options: autocannon.Options): Promise<Run> {
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/**
 * Seeds DIRECTORY_COMPANIES verified companies (no logins) into the database at `url`: services
 * and served districts vary, so /firmen has two pages and the painters' filter for 1100 lists some.
 */
async function seedDirectoryCompanies(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into companies (name, verified, verified_at, services, districts, city, zip_code)
       select 'Bench Fachbetrieb ' || lpad(n::text, 2, '0') || ' GmbH', true, now() - make_interval(days => n),
              case n % 4 when 0 then '{maler}'::text[] when 1 then '{badrenovierung,fliesen}' when 2 then '{maler,küchenrenovierung}' else '{elektriker}' end,
              case when n % 3 = 0 then '{}'::text[] else array[(1010 + (n % 23) * 10)::text, '1100'] end, 'Wien', (1010 + (n % 23) * 10)::text
       from generate_series(1, $1::int) as n`,
      [DIRECTORY_COMPANIES],
    );
  } finally {
    await client.end();
  }
}

/**
 * Runs the comparisons on the cluster (two instances from copies of `appDistDir`, Redis, nginx with
 * deploy/nginx.conf, micro-cache on). Pages: PUBLIC_PAGES, one article and DIRECTORY_PAGES.
 * 1. each page through the proxy against nginx serving the same bytes from a file (fetched once
 *    through the proxy), 50 connections; target >= 0.8x;
 * 2. each page from one instance alone (the app's own server as the README runs it: no proxy, no
 *    shared store, its own micro-cache) against the bare Next page at `bareUrl` (`next start` of
 *    bench/bare built with Turbopack, as the app is), 50 connections; target >= 0.9x; beside it a
 *    plain Node server answering the same bytes as one string, as Next writes cached HTML;
 * 3. POST /api/projects (painter projects: no offer generation), 20 connections, through the proxy
 *    with both instances against the same configuration with instance a alone (no target: on 2
 *    cores no gain is expected).
 * The static files and the one-instance proxy run in a second nginx (one worker, as the cluster's).
 * autocannon sends no Accept-Encoding, so nothing is compressed. `seconds` is each run's duration.
 */
export async function runProxyBench(appDistDir: string, bareUrl: string, seconds: number): Promise<ProxyBenchResult> {
  const db = await createTestDatabase("mp_bench_proxy");
  const tempDir = mkdtempSync(path.join(os.tmpdir(), "renovio-bench-proxy-"));
  let nginx: ChildProcess | undefined;
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      port: PORTS.proxy,
      appPorts: PORTS.apps,
      distDirs: [".next-bench-proxy-a", ".next-bench-proxy-b"],
      buildFrom: appDistDir,
      databaseUrl: db.url,
      output: "ignore",
      log: (line) => console.log(`[proxy bench] ${line}`),
      env: {
        PROJECT_RATE_LIMIT_PER_HOUR: "100000000",
        PROJECT_RATE_LIMIT_PER_EMAIL_PER_DAY: "100000000",
        LOGIN_ATTEMPTS_PER_IP: "100000000",
        LOG_LEVEL: "warn",
        OPENAI_API_KEY: "",
      },
    });
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true });
    await db.drop();
    throw error;
  }
  try {
    const proxy = cluster.state.proxyUrl;
    const instanceA = cluster.state.instances[0]!;
    const [article] = (await (await fetch(`${proxy}/api/blog-posts?published=true&limit=1`)).json()) as {
      slug: string;
    }[];
    const allPages = [...PUBLIC_PAGES, ...(article ? [`/blog/${article.slug}`] : []), ...DIRECTORY_PAGES];
    // BENCH_PROXY_PAGES (comma-separated paths) repeats parts 1 and 2 for some pages only.
    const chosen = process.env.BENCH_PROXY_PAGES?.split(",").map((page) => page.trim());
    const pages = chosen ? allPages.filter((page) => chosen.includes(page)) : allPages;
    await seedDirectoryCompanies(db.url);

    // The same bytes as files: each page fetched once through the proxy (twice first, so ISR pages
    // that render on their first request are settled).
    const www = path.join(tempDir, "www");
    mkdirSync(www, { recursive: true });
    const files = new Map<string, string>();
    const sizes = new Map<string, number>();
    for (const [index, page] of pages.entries()) {
      const url = `${proxy}${encodeURI(page)}`;
      for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
      await sleep(1100);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${page} through the proxy: ${response.status}`);
      const file = `page-${index}.html`;
      const body = Buffer.from(await response.arrayBuffer());
      writeFileSync(path.join(www, file), body);
      files.set(page, file);
      sizes.set(page, body.length);
    }

    // Second nginx: static files, and the cluster's proxy configuration with instance a alone.
    const staticSite = path.join(tempDir, "static.conf");
    writeFileSync(
      staticSite,
      [
        "server {",
        `  listen 127.0.0.1:${PORTS.staticFiles};`,
        "  access_log off;",
        `  root ${www};`,
        "  default_type text/html;",
        "  location / { try_files $uri =404; }",
        "}",
        "",
      ].join("\n"),
    );
    const oneSite = path.join(tempDir, "one-instance.conf");
    const publicRoot = path.join(tempDir, "public-empty");
    mkdirSync(publicRoot);
    writeFileSync(
      oneSite,
      renderNginxSite(readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8"), {
        NGINX_PORT: `127.0.0.1:${PORTS.oneInstanceProxy}`,
        APP_UPSTREAM_SERVERS: `server 127.0.0.1:${instanceA.port} max_fails=1 fail_timeout=5s;`,
        NGINX_CACHE_DIR: path.join(tempDir, "cache"),
        STATIC_ROOT: path.join(tempDir, "static-empty"),
        PUBLIC_ROOT: publicRoot,
        NGINX_ACCESS_LOG: path.join(tempDir, "one-instance-access.log"),
      }),
    );
    const mainPath = path.join(tempDir, "nginx.conf");
    writeFileSync(mainPath, nginxMainConfig(tempDir, [staticSite, oneSite]));
    const check = spawnSync("nginx", ["-p", tempDir, "-c", mainPath, "-t", "-q"], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx configuration invalid:\n${check.stderr}`);
    nginx = spawn("nginx", ["-p", tempDir, "-c", mainPath, "-g", "daemon off;"], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    await waitFor(`http://127.0.0.1:${PORTS.staticFiles}/${files.get(pages[0]!)}`, { child: nginx, timeoutMs: 10_000 });

    const comparisons: ProxyComparison[] = [];
    const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
    const row = (comparison: string, page: string, run: Run, baseline: Run, target: number | null): ProxyComparison => {
      const r = ratio(run.rps, baseline.rps);
      return {
        comparison,
        page,
        bytes: sizes.get(page) ?? null,
        reqPerSec: run.rps,
        p99: run.p99,
        errors: run.errors + run.non2xx + baseline.errors + baseline.non2xx,
        baselineReqPerSec: baseline.rps,
        baselineP99: baseline.p99,
        ratio: `${r.toFixed(2)}×`,
        target: target === null ? "(report)" : `≥ ${target}× ${r >= target ? "✔" : "✘"}`,
      };
    };

    // 1. Proxy (micro-cache) against nginx serving the same bytes.
    for (const page of pages) {
      const proxied = await load({ url: `${proxy}${encodeURI(page)}`, connections: 50, duration: seconds });
      const fromFile = await load({
        url: `http://127.0.0.1:${PORTS.staticFiles}/${files.get(page)}`,
        connections: 50,
        duration: seconds,
      });
      comparisons.push(row("proxy (micro-cache) / nginx file", page, proxied, fromFile, 0.8));
      console.log(`[proxy bench] ${JSON.stringify(comparisons.at(-1))}`);
    }

    // 2. One instance alone against the bare Next page.
    const solo = await startSoloInstance(appDistDir, db.url);
    try {
      const bare = await load({ url: `${bareUrl}/`, connections: 50, duration: seconds });
      for (const page of pages) {
        const alone = await load({ url: `${solo.url}${encodeURI(page)}`, connections: 50, duration: seconds });
        comparisons.push(row("app server alone / bare Next page", page, alone, bare, 0.9));
        console.log(`[proxy bench] ${JSON.stringify(comparisons.at(-1))}`);
        const plain = await loadPlainNode(path.join(www, files.get(page)!), seconds);
        comparisons.push(row("plain Node server, same bytes / bare Next page", page, plain, bare, null));
        console.log(`[proxy bench] ${JSON.stringify(comparisons.at(-1))}`);
      }
    } finally {
      await solo.stop();
    }

    // 3. POST /api/projects: two instances behind the proxy against one behind the same configuration.
    const answers = await firstOptionAnswers(proxy, "maler");
    const postOptions = projectPosts({
      name: "Proxy Kunde",
      emailPrefix: "proxy-kunde",
      phoneBase: 3000000,
      spreadIps: false,
    });
    const post = (base: string) => load(postOptions(base, "maler", answers, seconds));
    const one = await post(`http://127.0.0.1:${PORTS.oneInstanceProxy}`);
    const two = await post(proxy);
    comparisons.push(row("POST /api/projects: 2 instances / 1 (both behind nginx)", "/api/projects", two, one, null));
    console.log(`[proxy bench] ${JSON.stringify(comparisons.at(-1))}`);
    return { comparisons, postsAnswered2xx: one.total - one.non2xx - one.errors + two.total - two.non2xx - two.errors };
  } finally {
    await stopChild(nginx, "SIGQUIT", 5000);
    await cluster.stop();
    rmSync(tempDir, { recursive: true, force: true });
    for (const dir of [".next-bench-proxy-a", ".next-bench-proxy-b"])
      rmSync(path.join(root, dir), { recursive: true, force: true });
    await db.drop();
  }
}
