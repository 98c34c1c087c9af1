// @ts-check
/** Redis cache handler that fails fast while the store is down (Next then renders). */

export const RETRY_AFTER_MS = 1000;

/**
 * @typedef {import("@fortedigital/nextjs-cache-handler/cache-handler").Handler} Handler
 * @typedef {{ warn(obj: object, msg: string): void; info(obj: object, msg: string): void }} CacheLog
 * @typedef {{ isReady: boolean; on(event: "ready", listener: () => void): unknown }} StoreClient
 */

/**
 * @param {{ client: StoreClient; handler: Handler; log: CacheLog; timeoutMs: number; now?: () => number }} options
 * @returns {Handler & { pendingRevalidations(): string[]; isDegraded(): boolean }}
 */
export function createResilientHandler({ client, handler, log, timeoutMs, now = Date.now }) {
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
   * The client cannot withdraw a command sent to a hung store.
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
