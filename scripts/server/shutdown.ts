/**
 * Graceful shutdown on SIGTERM/SIGINT: the listening socket closes at once, idle keep-alive
 * connections close and responses still being produced carry `Connection: close`; meanwhile the
 * shutdown hooks run (lib/shutdown.ts: the job worker, then the database pool once requests are done).
 * Exit code 0, or 1 when a hook failed or SHUTDOWN_LIMIT_MS passed (tests/integration/graceful-shutdown.test.ts).
 */
import type { Server, ServerResponse } from "node:http";
import { runShutdownHooks } from "../../lib/shutdown";

/** Requests in flight get this long to finish after SIGTERM (ms); then their connections are cut. */
const REQUEST_DRAIN_MS = 8_000;
/** The process exits at the latest this long after SIGTERM (ms), with code 1 if it had to force it. */
const SHUTDOWN_LIMIT_MS = 9_500;

export interface GracefulShutdown {
  /** Follows `res` until it closes (call first thing for every request). */
  track(res: ServerResponse): void;
  /** Stops `server` as described above on SIGTERM or SIGINT. */
  onSignals(server: Server): void;
}

/** The shutdown of the server named `instanceName` (named in the log lines). */
export function gracefulShutdown(instanceName: string): GracefulShutdown {
  let stopping = false;
  let server: Server | undefined;
  /** Responses not yet finished: told to close their connection when a shutdown starts. */
  const inFlight = new Set<ServerResponse>();

  const track = (res: ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // The keep-alive connection of a request that was running at SIGTERM is idle now: close it.
      if (stopping) setImmediate(() => server?.closeIdleConnections());
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping || !server) return;
    stopping = true;
    const listening = server;
    const started = Date.now();
    setTimeout(() => {
      console.error(`Herunterfahren nach ${SHUTDOWN_LIMIT_MS} ms abgebrochen`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    // server.close() closes the listening socket synchronously; the log line comes after it, so
    // whoever reads it (an operator, the shutdown test) can rely on new connections being refused.
    const requestsDone = new Promise<void>((resolve) => {
      listening.close(() => resolve());
      listening.closeIdleConnections();
      setTimeout(() => listening.closeAllConnections(), REQUEST_DRAIN_MS).unref();
    });
    console.log(`${signal}: keine neuen Verbindungen, laufende Anfragen werden beendet (Instanz ${instanceName})`);
    void runShutdownHooks({ deadline: started + SHUTDOWN_LIMIT_MS, requestsDone }, (name, error) =>
      console.error(`Herunterfahren: ${name} fehlgeschlagen`, error),
    ).then(async (failed) => {
      await requestsDone;
      console.log(`Beendet nach ${Date.now() - started} ms`);
      process.exit(failed.length === 0 ? 0 : 1);
    });
  };

  return {
    track,
    onSignals(target) {
      server = target;
      process.on("SIGTERM", stop);
      process.on("SIGINT", stop);
    },
  };
}
