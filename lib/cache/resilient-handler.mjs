// @ts-check
/**
 * Wraps the Redis handler of `@fortedigital/nextjs-cache-handler` so that the shared cache store
 * being down never takes the site down (issue 16 §1, docs/shared-cache.md "When the store is down"):
 *
 * - Every operation fails fast while the store is unreachable (the Redis client is not ready: at
 *   once; a store that hangs: after `timeoutMs`, then the breaker below skips it for RETRY_AFTER_MS).
 *   The time limit is enforced here: the client's own abort signal cannot withdraw a command that
 *   was already written to a store that no longer answers. A failed `get` makes Next render the page (the handler list has no other
 *   entry), a failed `set` is dropped: the site keeps answering from the database, uncached.
 * - A revalidation (`revalidatePath`/`revalidateTag`) that could not reach the store is kept and
 *   replayed as soon as the store answers again, so an entry written before the outage cannot
 *   outlive an admin's change made during it (as long as this process runs until then).
 * - One warning when the store goes away, one line when it is back (no log line per request).
 *
 * Plain ES module with JSDoc types: Next loads the cache handler at run time outside the app's
 * bundle (lib/cache/shared-cache-handler.mjs), so it cannot import the TypeScript modules.
 */

/** After a failure, the store is skipped for this long (ms) unless the client reconnects first. */
export const RETRY_AFTER_MS = 1000;

/**
 * @typedef {import("@fortedigital/nextjs-cache-handler/cache-handler").Handler} Handler
 * @typedef {{ warn(obj: object, msg: string): void; info(obj: object, msg: string): void }} CacheLog
 * @typedef {{ isReady: boolean; on(event: "ready", listener: () => void): unknown }} StoreClient
 */

/**
 * @param {{ client: StoreClient; handler: Handler; log: CacheLog; timeoutMs: number; now?: () => number }} options
 *   `client`: the store's client (its `isReady` flag and "ready" event); `handler`: the store's
 *   handler; `log`: where the outage and recovery lines go; `timeoutMs`: time limit of one
 *   operation (ms); `now`: clock in ms (tests).
 * @returns {Handler & { pendingRevalidations(): string[]; isDegraded(): boolean }} a handler with
 *   the same contract that throws fast while the store is down (the cache handler then renders),
 *   plus two read-outs for tests and health checks.
 */
export function createResilientHandler({ client, handler, log, timeoutMs, now = Date.now }) {
  /** Tags whose revalidation has not reached the store yet, in order. */
  const pending = new Set();
  let degraded = false;
  let skipUntil = 0;
  /** @type {Promise<void> | undefined} */
  let replaying;

  /** @param {unknown} error */
  function failed(error) {
    skipUntil = now() + RETRY_AFTER_MS;
    if (degraded) return;
    degraded = true;
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "[cache] Gemeinsamer Cache nicht erreichbar: Seiten werden ohne Cache erzeugt, bis er wieder antwortet",
    );
  }

  function recovered() {
    skipUntil = 0;
    if (!degraded) return;
    degraded = false;
    log.info({ pendingRevalidations: pending.size }, "[cache] Gemeinsamer Cache wieder erreichbar");
  }

  /** Replays the revalidations that failed, oldest first; stops at the first failure. */
  function replay() {
    if (pending.size === 0 || replaying) return replaying;
    replaying = (async () => {
      try {
        for (const tag of [...pending]) {
          await handler.revalidateTag(tag);
          pending.delete(tag);
        }
      } catch (error) {
        failed(error);
      } finally {
        replaying = undefined;
      }
    })();
    return replaying;
  }

  client.on("ready", () => {
    recovered();
    void replay();
  });

  /**
   * Runs `operation` against the store unless the breaker is open; records success or failure.
   * @template T
   * @param {() => Promise<T>} operation
   * @returns {Promise<T>}
   */
  async function guarded(operation) {
    if (!client.isReady || now() < skipUntil) {
      const error = new Error("Gemeinsamer Cache nicht erreichbar");
      failed(error);
      throw error;
    }
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    try {
      const result = await Promise.race([
        operation(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Gemeinsamer Cache antwortet nicht innerhalb von ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
      recovered();
      void replay();
      return result;
    } catch (error) {
      failed(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: `resilient-${handler.name}`,
    get: (key, meta) => guarded(() => handler.get(key, meta)),
    set: (key, value, ctx) => guarded(() => handler.set(key, value, ctx)),
    async revalidateTag(tag) {
      try {
        await guarded(() => handler.revalidateTag(tag));
        pending.delete(tag);
      } catch (error) {
        pending.add(tag);
        throw error;
      }
    },
    delete: (key) => guarded(() => handler.delete?.(key) ?? Promise.resolve()),
    prepare: () => guarded(() => handler.prepare?.() ?? Promise.resolve()),
    pendingRevalidations: () => [...pending],
    isDegraded: () => degraded,
  };
}
