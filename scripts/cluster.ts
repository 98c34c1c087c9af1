/**
 * `npm run cluster`: the deployment's topology on this machine, without containers: two app
 * instances (each from its own build folder, as on two machines), Redis and Debian's nginx with
 * deploy/nginx.conf in front, on http://127.0.0.1:8080. Ctrl-C or SIGTERM stops everything it
 * started. Settings at startCluster; also used by scripts/test-cluster.ts and bench/proxy.ts.
 */
import "./load-env";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrate } from "./db/migrate";
import { appServerArgs, isEntryPoint, stopChild } from "./lib/child-process";
import { nginxMainConfig, renderNginxSite } from "./lib/nginx";
import { sleep, waitFor } from "./lib/wait-for";
import { seed } from "../prisma/seed";

const root = process.cwd();

/** What a running cluster looks like (written to cluster.json). */
export interface ClusterState {
  proxyUrl: string;
  databaseUrl: string;
  redisUrl: string;
  tempDir: string;
  nginxPid: number;
  /** The address nginx treats as a trusted hop in front (CLUSTER_TRUSTED_HOP). */
  trustedHop: string;
  instances: { name: string; port: number; pid: number; url: string; distDir: string }[];
}

export interface Cluster {
  state: ClusterState;
  stateFile: string;
  /** Stops nginx, the instances and a Redis it started; removes the temporary folder. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Proxy port (default CLUSTER_PORT or 8080). */
  port?: number;
  /** Ports of the instances (default CLUSTER_APP_PORTS or 4101,4102). */
  appPorts?: number[];
  /** Build folders, one per instance (default CLUSTER_DIST_DIRS or .next-cluster-a,.next-cluster-b). */
  distDirs?: string[];
  /** A finished build folder to copy into every dist dir instead of building (CLUSTER_BUILD_FROM). */
  buildFrom?: string;
  /** PostgreSQL URL; default DATABASE_URL or the database renovio_cluster on 127.0.0.1:5432. */
  databaseUrl?: string;
  /** Extra environment for the instances (e.g. raised rate limits for tests). */
  env?: Record<string, string>;
  /** Instance output: "inherit" prefixes each line with the instance name; "ignore" drops it. */
  output?: "inherit" | "ignore";
  log?: (line: string) => void;
}

const numberList = (value: string | undefined): number[] | undefined =>
  value ? value.split(",").map((entry) => Number(entry.trim())) : undefined;

/** True when something accepts TCP connections on host:port within `timeoutMs`. */
function portAnswers(port: number, host = "127.0.0.1", timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** True when a Redis server answers PING on host:port. */
export function redisAnswers(port: number, host = "127.0.0.1", timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let reply = "";
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
    socket.once("error", () => done(false));
  });
}

/** A TCP port that is free right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The database URL to use: the given one, or renovio_cluster on 127.0.0.1:5432 (created when missing). */
async function clusterDatabase(given: string | undefined): Promise<string> {
  if (given) return given;
  const admin = new pg.Client({
    connectionString: "postgresql://postgres@127.0.0.1:5432/postgres",
    connectionTimeoutMillis: 3000,
  });
  try {
    await admin.connect();
  } catch {
    throw new Error("Keine Datenbank: DATABASE_URL setzen oder PostgreSQL auf 127.0.0.1:5432 starten.");
  }
  try {
    const exists = await admin.query("select 1 from pg_database where datname = 'renovio_cluster'");
    if (exists.rowCount === 0) await admin.query('create database "renovio_cluster"');
  } finally {
    await admin.end();
  }
  return "postgresql://postgres@127.0.0.1:5432/renovio_cluster";
}

/**
 * `next build` into `distDir` with build id `buildId` (instances share cache entries only within one
 * build id: lib/cache/shared-cache-handler.mjs), without a database as in deployment. Next adds the
 * folder's type paths to tsconfig.json while building; that edit is undone afterwards.
 */
export function buildInto(distDir: string, buildId: string): boolean {
  const tsconfigPath = path.join(root, "tsconfig.json");
  const tsconfig = readFileSync(tsconfigPath, "utf8");
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_BUILD_ID: buildId };
  delete env.DATABASE_URL;
  try {
    return spawnSync("npx", ["next", "build"], { stdio: "inherit", env }).status === 0;
  } finally {
    if (readFileSync(tsconfigPath, "utf8") !== tsconfig) writeFileSync(tsconfigPath, tsconfig);
  }
}

const buildIdOf = (distDir: string): string | undefined => {
  const file = path.resolve(root, distDir, "BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
};

/**
 * Replaces the build folder `targetDir` with a copy of `sourceDir` (both relative to the repository
 * or absolute), without the standalone copy and the compiler cache, which running the build does not
 * need: one build served by instances that each own a build folder, as on separate machines.
 */
export function copyBuild(sourceDir: string, targetDir: string): void {
  const source = path.resolve(root, sourceDir);
  const target = path.resolve(root, targetDir);
  rmSync(target, { recursive: true, force: true });
  const skip = new Set([path.join(source, "standalone"), path.join(source, "cache")]);
  cpSync(source, target, { recursive: true, filter: (file) => !skip.has(file) });
}

/**
 * Makes sure every folder of `distDirs` holds a production build with one common build id: copies
 * `buildFrom` into each, or runs `next build` for a folder without a build or with another id than
 * the first folder's (two machines built from the same source).
 */
function ensureBuilds(distDirs: string[], buildFrom: string | undefined, log: (line: string) => void): void {
  if (buildFrom) {
    const source = path.resolve(root, buildFrom);
    if (!buildIdOf(buildFrom)) throw new Error(`${buildFrom} enthält keinen fertigen Build (BUILD_ID fehlt).`);
    for (const distDir of distDirs) {
      const target = path.resolve(root, distDir);
      if (source === target) continue;
      log(`Build ${buildFrom} → ${distDir} (kopiert) ...`);
      copyBuild(buildFrom, distDir);
    }
    return;
  }
  const buildId = buildIdOf(distDirs[0]!) ?? `cluster-${Date.now().toString(36)}`;
  for (const distDir of distDirs) {
    if (buildIdOf(distDir) === buildId) continue;
    log(`next build in ${distDir} (Build-ID ${buildId}) ...`);
    if (!buildInto(distDir, buildId)) throw new Error(`next build für ${distDir} fehlgeschlagen.`);
  }
}

/**
 * The address the local nginx treats as a trusted hop in front (a load balancer terminating TLS):
 * a loopback address other than 127.0.0.1, so that tests can connect both as the hop and as a client.
 */
export const CLUSTER_TRUSTED_HOP = "127.0.0.2";

/** Pipes a child's output line by line with a prefix. */
function prefixOutput(child: ChildProcess, prefix: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = "";
    stream?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
}

/**
 * Starts database, Redis, the instances and nginx.
 * - Database: DATABASE_URL, else `renovio_cluster` on 127.0.0.1:5432 (created when missing);
 *   migrated and seeded (the admin only with ADMIN_PASSWORD).
 * - Redis: REDIS_URL, else 127.0.0.1:6379 when it answers PING, else `redis-server` on a free port
 *   (no persistence; stopped with the cluster).
 * - Builds: CLUSTER_DIST_DIRS (`.next-cluster-a`, `.next-cluster-b`), built when missing or of
 *   another build id than the first (instances share cache entries only within one build id,
 *   lib/cache/shared-cache-handler.mjs); CLUSTER_BUILD_FROM=<folder> copies that build instead.
 * - Instances: CLUSTER_APP_PORTS (4101, 4102), INSTANCE_NAME a, b, …, TRUSTED_PROXY_HOPS=1,
 *   RESPONSE_CACHE_MS=0 (nginx micro-caches), SITE_URL = the proxy, one AUTH_SECRET for all.
 * - nginx on CLUSTER_PORT: everything it writes in a temporary folder (works as non-root); brotli
 *   when Debian's module is installed; CLUSTER_TRUSTED_HOP stands in for a load balancer.
 * While it runs, `<temp folder>/cluster.json` describes it (tests/cluster reads it through
 * CLUSTER_STATE_FILE).
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(`[cluster] ${line}`));
  const port = options.port ?? Number(process.env.CLUSTER_PORT || 8080);
  const appPorts = options.appPorts ?? numberList(process.env.CLUSTER_APP_PORTS) ?? [4101, 4102];
  const distDirs = options.distDirs ??
    process.env.CLUSTER_DIST_DIRS?.split(",").map((d) => d.trim()) ?? [".next-cluster-a", ".next-cluster-b"];
  const buildFrom = options.buildFrom ?? (process.env.CLUSTER_BUILD_FROM || undefined);
  if (appPorts.length !== distDirs.length)
    throw new Error("CLUSTER_APP_PORTS und CLUSTER_DIST_DIRS brauchen gleich viele Einträge.");
  for (const p of [port, ...appPorts]) {
    if (await portAnswers(p)) throw new Error(`Port ${p} ist belegt (CLUSTER_PORT / CLUSTER_APP_PORTS ändern).`);
  }
  if (spawnSync("nginx", ["-v"]).error)
    throw new Error("nginx fehlt: `apt-get install nginx` (Debian) und erneut starten.");

  const children: ChildProcess[] = [];
  const tempDir = mkdtempSync(path.join(os.tmpdir(), "renovio-cluster-"));
  let redisChild: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  const instances: { name: string; port: number; child: ChildProcess; distDir: string }[] = [];

  const stop = async () => {
    await stopChild(nginx, "SIGQUIT", 5000);
    await Promise.all(instances.map((instance) => stopChild(instance.child)));
    await stopChild(redisChild);
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    ensureBuilds(distDirs, buildFrom, log);

    const databaseUrl = await clusterDatabase(options.databaseUrl ?? process.env.DATABASE_URL);
    const applied = await migrate(databaseUrl);
    if (applied.length) log(`Migrationen angewendet: ${applied.join(", ")}`);
    await seed(databaseUrl, { allowDevPassword: false, log: () => undefined });

    let redisUrl = process.env.REDIS_URL || "";
    if (!redisUrl) {
      if (await redisAnswers(6379)) {
        redisUrl = "redis://127.0.0.1:6379";
      } else {
        const redisPort = await freePort();
        redisChild = spawn(
          "redis-server",
          ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
          {
            stdio: "ignore",
          },
        );
        children.push(redisChild);
        const deadline = Date.now() + 10_000;
        while (!(await redisAnswers(redisPort))) {
          if (Date.now() > deadline || redisChild.exitCode !== null)
            throw new Error("redis-server startet nicht (apt-get install redis-server).");
          await sleep(200);
        }
        redisUrl = `redis://127.0.0.1:${redisPort}`;
        log(`redis-server gestartet auf ${redisUrl}`);
      }
    }

    const proxyUrl = `http://127.0.0.1:${port}`;
    const authSecret = process.env.AUTH_SECRET || randomBytes(48).toString("base64url");
    for (const [index, distDir] of distDirs.entries()) {
      const name = String.fromCharCode(97 + index);
      const appPort = appPorts[index]!;
      const child = spawn(
        process.execPath,
        appServerArgs({ port: appPort, hostname: "127.0.0.1", trustedProxyHops: 1 }),
        {
          stdio: ["ignore", "pipe", "pipe"],
          env: {
            ...process.env,
            NODE_ENV: "production",
            NEXT_DIST_DIR: distDir,
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl,
            INSTANCE_NAME: name,
            SITE_URL: proxyUrl,
            TRUSTED_PROXY_HOPS: "1",
            RESPONSE_CACHE_MS: "0",
            AUTH_SECRET: authSecret,
            ...options.env,
          },
        },
      );
      if (options.output !== "ignore") prefixOutput(child, `[${name}]`);
      children.push(child);
      instances.push({ name, port: appPort, child, distDir });
    }
    for (const instance of instances)
      await waitFor(`http://127.0.0.1:${instance.port}/api/health`, { child: instance.child, timeoutMs: 120_000 });

    // nginx: static files of the first build and public/ from disk, both instances upstream.
    const staticRoot = path.join(tempDir, "www");
    mkdirSync(path.join(staticRoot, "_next"), { recursive: true });
    symlinkSync(path.resolve(root, distDirs[0]!, "static"), path.join(staticRoot, "_next", "static"));
    const sitePath = path.join(tempDir, "renovio.conf");
    writeFileSync(
      sitePath,
      renderNginxSite(readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8"), {
        NGINX_PORT: `127.0.0.1:${port}`,
        APP_UPSTREAM_SERVERS: appPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(" "),
        NGINX_CACHE_DIR: path.join(tempDir, "cache"),
        STATIC_ROOT: staticRoot,
        PUBLIC_ROOT: path.join(root, "public"),
        NGINX_ACCESS_LOG: path.join(tempDir, "access.log"),
        // Stands in for a load balancer in front: requests from this address keep their X-Forwarded-Proto.
        NGINX_TRUSTED_PROXIES: `${CLUSTER_TRUSTED_HOP} 1;`,
      }),
    );
    const mainPath = path.join(tempDir, "nginx.conf");
    writeFileSync(mainPath, nginxMainConfig(tempDir, [sitePath], { brotli: true }));
    const check = spawnSync("nginx", ["-p", tempDir, "-c", mainPath, "-t", "-q"], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx-Konfiguration ungültig:\n${check.stderr}`);
    nginx = spawn("nginx", ["-p", tempDir, "-c", mainPath, "-g", "daemon off;"], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.push(nginx);
    await waitFor(`${proxyUrl}/api/health`, { child: nginx, timeoutMs: 15_000 });

    const state: ClusterState = {
      proxyUrl,
      databaseUrl,
      redisUrl,
      tempDir,
      nginxPid: nginx.pid!,
      trustedHop: CLUSTER_TRUSTED_HOP,
      instances: instances.map((i) => ({
        name: i.name,
        port: i.port,
        pid: i.child.pid!,
        url: `http://127.0.0.1:${i.port}`,
        distDir: i.distDir,
      })),
    };
    const stateFile = path.join(tempDir, "cluster.json");
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
    return { state, stateFile, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<void> {
  const cluster = await startCluster();
  const { state } = cluster;
  console.log(
    `[cluster] Bereit: ${state.proxyUrl} (nginx) → ${state.instances.map((i) => `${i.name}=${i.url}`).join(", ")}`,
  );
  console.log(
    `[cluster] Datenbank ${state.databaseUrl}, Cache-Speicher ${state.redisUrl}, Zustand ${cluster.stateFile}`,
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log("[cluster] Beende ...");
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
