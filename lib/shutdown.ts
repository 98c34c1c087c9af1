/** Shutdown hooks on globalThis (server script and Next load separate copies); no imports for the server script. */

export interface ShutdownContext {
  /** Epoch ms; the server exits then. */
  deadline: number;
  requestsDone: Promise<void>;
}

export type ShutdownHook = (context: ShutdownContext) => Promise<void>;

const HOOKS_KEY = Symbol.for("renovio.shutdownHooks");

function hooks(): Map<string, ShutdownHook> {
  const store = globalThis as unknown as Record<symbol, Map<string, ShutdownHook> | undefined>;
  store[HOOKS_KEY] ??= new Map();
  return store[HOOKS_KEY];
}

/** The same name replaces a hook (dev reloads). */
export function onShutdown(name: string, hook: ShutdownHook): void {
  hooks().set(name, hook);
}

/** Runs every hook in parallel; returns the names of those that threw. */
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
