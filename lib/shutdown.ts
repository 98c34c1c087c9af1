/**
 * Graceful shutdown hooks (issue 16 §2): the app's server (scripts/server.ts) runs them on SIGTERM,
 * the Next bundle registers them (instrumentation.ts: stop the pg-boss worker, close the database
 * pool). Both sides meet on `globalThis` under a `Symbol.for` key, because the server script and
 * Next's bundles load separate copies of every module. No imports: the server script loads this
 * without the react-server condition.
 */

/** What a hook gets: the time by which the process exits (ms since epoch) and the HTTP drain. */
export interface ShutdownContext {
  /** Epoch ms by which the hook must be done; the server exits then whatever happens. */
  deadline: number;
  /** Resolves once the server has finished every request in flight (or given up on them). */
  requestsDone: Promise<void>;
}

export type ShutdownHook = (context: ShutdownContext) => Promise<void>;

const HOOKS_KEY = Symbol.for("renovio.shutdownHooks");

function hooks(): Map<string, ShutdownHook> {
  const store = globalThis as unknown as Record<symbol, Map<string, ShutdownHook> | undefined>;
  store[HOOKS_KEY] ??= new Map();
  return store[HOOKS_KEY];
}

/** Registers `hook` under `name` (a second registration under the same name replaces it: dev reloads). */
export function onShutdown(name: string, hook: ShutdownHook): void {
  hooks().set(name, hook);
}

/**
 * Runs every registered hook in parallel and waits for all of them.
 *
 * @returns the names of the hooks that threw (their errors are passed to `onError`).
 */
export async function runShutdownHooks(
  context: ShutdownContext,
  onError: (name: string, error: unknown) => void,
): Promise<string[]> {
  const entries = [...hooks()];
  const results = await Promise.allSettled(entries.map(([, hook]) => hook(context)));
  const failed: string[] = [];
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      failed.push(entries[index][0]);
      onError(entries[index][0], result.reason);
    }
  });
  return failed;
}
