/**
 * The shared cache (lib/cache/shared-cache-handler.mjs, resilient-handler.mjs) on a Redis server of its
 * own: two instances see each other's entries and revalidations; the store down (stopped or frozen)
 * never fails Next's cache calls (miss, dropped write, one warning); a revalidation made while frozen
 * is replayed later. Needs `redis-server` on the PATH; skipped with a message without it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { RETRY_AFTER_MS } from "@/lib/cache/resilient-handler.mjs";
import { createSharedCache } from "@/lib/cache/shared-cache-handler.mjs";

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
if (!hasRedis) console.warn("cache-shared-store.test.ts übersprungen: redis-server ist nicht installiert.");

jest.setTimeout(30_000);

let redis: ChildProcess | undefined;
let port = 0;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "renovio-cache-test-"));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
    probe.on("error", reject);
  });
}

/** Starts the test's Redis (no persistence) and resolves once it accepts connections. */
async function startRedis(): Promise<void> {
  redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dataDir],
    { stdio: "ignore" },
  );
  const until = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.destroy(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (up) return;
    if (Date.now() > until) throw new Error("redis-server startet nicht");
    await sleep(50);
  }
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis!.once("exit", resolve));
  redis.kill("SIGKILL");
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` is true (polling every 50 ms) or fails after `ms`. */
async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: nicht innerhalb von ${ms} ms`);
    await sleep(50);
  }
  return Date.now() - started;
}

/** Log sink that records lines. */
function recordingLog() {
  const lines: { level: "warn" | "info"; msg: string }[] = [];
  return {
    lines,
    warn: (_obj: object, msg: string) => lines.push({ level: "warn", msg }),
    info: (_obj: object, msg: string) => lines.push({ level: "info", msg }),
  };
}

/** A cache entry as Next hands it to the handler for an ISR page (/blog/{slug}). */
function pageEntry(slug: string, html: string) {
  const now = Date.now();
  return {
    lastModified: now,
    lifespan: {
      lastModifiedAt: Math.floor(now / 1000),
      staleAt: 0,
      expireAt: Math.floor(now / 1000) + 3600,
      staleAge: 3600,
      expireAge: 3600,
      revalidate: 3600,
    },
    tags: [`_N_T_/blog/${slug}`, "_N_T_/layout"],
    value: {
      kind: "APP_PAGE",
      html,
      rscData: Buffer.from(`rsc ${html}`),
      headers: {},
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    },
  };
}

type Instance = ReturnType<typeof createSharedCache> & { log: ReturnType<typeof recordingLog> };
const instances: Instance[] = [];

function instance(keyPrefix: string): Instance {
  const log = recordingLog();
  const created = { ...createSharedCache({ url: `redis://127.0.0.1:${port}`, keyPrefix, log }), log };
  instances.push(created);
  return created;
}

const ready = (i: Instance) => waitFor(() => i.client!.isReady, 5000, "Verbindung zum Cache");

beforeAll(async () => {
  if (!hasRedis) return;
  port = await freePort();
  await startRedis();
});

afterAll(async () => {
  await Promise.all(instances.map((i) => i.client?.destroy()));
  await stopRedis();
  rmSync(dataDir, { recursive: true, force: true });
});

(hasRedis ? describe : describe.skip)("shared cache store", () => {
  it("connects in the background and without a URL has no store (Next then renders)", async () => {
    expect(createSharedCache({ url: undefined, keyPrefix: "x:", log: recordingLog() }).handlers).toEqual([]);
    expect(
      createSharedCache({ url: `redis://127.0.0.1:${port}`, keyPrefix: "x:", building: true, log: recordingLog() })
        .handlers,
    ).toEqual([]);
  });

  it("shares entries and revalidations between two instances", async () => {
    const a = instance("t1:");
    const b = instance("t1:");
    await Promise.all([ready(a), ready(b)]);
    const [storeA] = a.handlers;
    const [storeB] = b.handlers;

    await storeA!.set("/blog/geteilt", pageEntry("geteilt", "<h1>Version 1</h1>") as never);
    const seen = await storeB!.get("/blog/geteilt", { implicitTags: [] });
    expect((seen?.value as { html?: string } | undefined)?.html).toBe("<h1>Version 1</h1>");

    await storeA!.revalidateTag("_N_T_/blog/geteilt");
    expect(await storeB!.get("/blog/geteilt", { implicitTags: [] })).toBeNull();
  });

  it("misses fast while the store is frozen, replays the revalidation made meanwhile, then serves again", async () => {
    const a = instance("t2:");
    const b = instance("t2:");
    await Promise.all([ready(a), ready(b)]);
    const [storeA] = a.handlers;
    const [storeB] = b.handlers;
    await storeA!.set("/blog/eingefroren", pageEntry("eingefroren", "<h1>Alt</h1>") as never);

    redis!.kill("SIGSTOP");
    try {
      let started = Date.now();
      await expect(storeB!.get("/blog/eingefroren", { implicitTags: [] })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1500);
      // The breaker: the next lookups do not wait for the frozen store at all.
      started = Date.now();
      await expect(storeB!.get("/blog/eingefroren", { implicitTags: [] })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(100);
      // An admin's change on A while the store does not answer: kept for later.
      await expect(storeA!.revalidateTag("_N_T_/blog/eingefroren")).rejects.toThrow();
      expect((storeA as unknown as { pendingRevalidations(): string[] }).pendingRevalidations()).toEqual([
        "_N_T_/blog/eingefroren",
      ]);
      expect(b.log.lines.filter((line) => line.level === "warn")).toHaveLength(1);
    } finally {
      redis!.kill("SIGCONT");
    }

    // The store answers again: A's next operation replays the revalidation, B no longer gets the old page.
    await sleep(RETRY_AFTER_MS + 50);
    await storeA!.get("/blog/anderes", { implicitTags: [] });
    await waitFor(
      () => (storeA as unknown as { pendingRevalidations(): string[] }).pendingRevalidations().length === 0,
      3000,
      "Nachholen",
    );
    await sleep(RETRY_AFTER_MS);
    expect(await storeB!.get("/blog/eingefroren", { implicitTags: [] })).toBeNull();
    expect(a.log.lines.map((line) => line.level)).toEqual(["warn", "info"]);
  });

  it("fails at once while the store is stopped and works again within seconds after it restarts", async () => {
    const a = instance("t3:");
    await ready(a);
    const [store] = a.handlers;

    await stopRedis();
    await waitFor(() => !a.client!.isReady, 3000, "Verbindungsverlust");
    const started = Date.now();
    await expect(store!.get("/blog/weg", { implicitTags: [] })).rejects.toThrow();
    await expect(store!.set("/blog/weg", pageEntry("weg", "<h1>Weg</h1>") as never)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(100);

    await startRedis();
    const reconnectMs = await waitFor(() => a.client!.isReady, 5000, "Wiederverbindung");
    expect(reconnectMs).toBeLessThan(2500);
    await sleep(RETRY_AFTER_MS);
    await store!.set("/blog/zurueck", pageEntry("zurueck", "<h1>Zurück</h1>") as never);
    const back = await store!.get("/blog/zurueck", { implicitTags: [] });
    expect((back?.value as { html?: string } | undefined)?.html).toBe("<h1>Zurück</h1>");
    expect(a.log.lines.at(-1)).toEqual({ level: "info", msg: expect.stringContaining("wieder erreichbar") });
  });
});
