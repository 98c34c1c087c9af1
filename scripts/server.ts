/**
 * The app's HTTP server: Next.js (`next dev` or the production build) behind a thin Node server that
 * establishes the client address for the per-IP limits (issue 12 §2; lib/http/client-address.ts).
 *
 * Why not plain `next start`: Next sets X-Forwarded-For only when the client did not send one, so
 * the first entry is whatever the client wrote, and route handlers cannot read the TCP peer. Here,
 * for every request, the peer's address is appended to X-Forwarded-For (as a proxy does) and the
 * client address `--trusted-proxy-hops` entries left of the peer is written into
 * CLIENT_ADDRESS_HEADER, replacing anything the client sent under that name.
 *
 * Usage: tsx scripts/server.ts [--dev] [--port 3000] [--hostname 127.0.0.1] [--trusted-proxy-hops 0]
 * (scripts/run.ts passes these from the settings; the e2e tests start it directly).
 *
 * Production HTML documents defer Next's script tags until the first contentful paint
 * (lib/http/deferred-scripts.ts, issue 16 §5); responses are compressed here, not by Next.
 *
 * Anonymous public HTML is micro-cached for RESPONSE_CACHE_MS (lib/http/response-cache.ts; off
 * behind the proxy, which caches itself).
 *
 * Every response names this instance in `X-Instance` (issue 16 §2): INSTANCE_NAME, else
 * "{hostname}:{port}", so that tests and operators see which instance behind the proxy answered.
 *
 * SIGTERM/SIGINT, graceful shutdown (issue 16 §2; tests/integration/graceful-shutdown.test.ts):
 * 1. the listening socket closes at once (new connections are refused), idle keep-alive connections
 *    close, and a response still being produced carries `Connection: close`;
 * 2. in parallel the shutdown hooks run (lib/shutdown.ts, registered by instrumentation.ts): the
 *    pg-boss worker takes no new job and finishes its running ones (one still running at the
 *    deadline is marked failed and retried by pg-boss: no job is lost), and once every request in
 *    flight has finished the database pool closes;
 * 3. exit code 0. Requests still running after REQUEST_DRAIN_MS are cut; whatever still runs at
 *    SHUTDOWN_LIMIT_MS ends the process with code 1, so it always exits within 10 s.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { hostname as machineName } from "node:os";
import { parseArgs } from "node:util";
import compression from "compression";
import next from "next";
import { CLIENT_ADDRESS_MARKER, establishClientAddress } from "../lib/http/client-address";
import { deferFrameworkScripts } from "../lib/http/deferred-scripts";
import { createResponseCache } from "../lib/http/response-cache";
import { runShutdownHooks } from "../lib/shutdown";

/** Requests in flight get this long to finish after SIGTERM (ms); then their connections are cut. */
const REQUEST_DRAIN_MS = 8_000;
/** The process exits at the latest this long after SIGTERM (ms), with code 1 if it had to force it. */
const SHUTDOWN_LIMIT_MS = 9_500;

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", default: "3000" },
    // This machine only unless told otherwise (scripts/run.ts passes HOST; the image 0.0.0.0).
    hostname: { type: "string", default: "127.0.0.1" },
    "trusted-proxy-hops": { type: "string", default: "0" },
  },
});

const port = Number(values.port);
const hops = Number(values["trusted-proxy-hops"]);
if (!Number.isInteger(port) || !Number.isInteger(hops) || hops < 0) {
  console.error("Ungültige Angaben: --port und --trusted-proxy-hops müssen ganze Zahlen sein.");
  process.exit(1);
}

/** This instance's name in the X-Instance header (a header value: printable ASCII only). */
const instanceName = (process.env.INSTANCE_NAME?.trim() || `${machineName()}:${port}`).replace(/[^\x20-\x7e]/g, "?");

/**
 * Lifetime of the micro-cache of anonymous public HTML in ms (lib/http/response-cache.ts):
 * RESPONSE_CACHE_MS (documented in lib/env.ts; 0 turns it off, as behind the proxy), default 1000;
 * always off with --dev. Read here like INSTANCE_NAME: this process does not load lib/env.ts.
 */
const responseCacheMs = values.dev ? 0 : Number(process.env.RESPONSE_CACHE_MS?.trim() || 1000);
if (!Number.isInteger(responseCacheMs) || responseCacheMs < 0 || responseCacheMs > 60_000) {
  console.error("Ungültige Angabe: RESPONSE_CACHE_MS muss eine ganze Zahl von 0 bis 60000 sein.");
  process.exit(1);
}
const responseCache = responseCacheMs > 0 ? createResponseCache(responseCacheMs) : null;

// Route handlers in this process may trust CLIENT_ADDRESS_HEADER (lib/http/request.ts).
(globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] = true;

const app = next({ dev: values.dev, hostname: values.hostname, port });
const handle = app.getRequestHandler();
/**
 * gzip/brotli for clients that ask (nginx in front asks for none and compresses itself). Here rather
 * than Next's own (`compress: false` in next.config.mjs), so that the HTML rewrite below sees the
 * document before it is compressed.
 */
const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

async function main(): Promise<void> {
  await app.prepare();
  let stopping = false;
  /** Responses not yet finished: told to close their connection when a shutdown starts. */
  const inFlight = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    res.setHeader("X-Instance", instanceName);
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // The keep-alive connection of a request that was running at SIGTERM is idle now: close it.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    establishClientAddress(req, hops);
    if (responseCache?.handle(req, res)) return;
    compress(req, res, () => {
      // Public pages: the framework's scripts run once the first content is on screen.
      if (!values.dev) deferFrameworkScripts(res);
      void handle(req, res);
    });
  });
  server.listen(port, values.hostname, () => {
    const host =
      values.hostname === "0.0.0.0" || values.hostname === "::"
        ? "localhost"
        : values.hostname.includes(":")
          ? `[${values.hostname}]`
          : values.hostname;
    console.log(`Bereit: http://${host}:${port} (Instanz ${instanceName})`);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    setTimeout(() => {
      console.error(`Herunterfahren nach ${SHUTDOWN_LIMIT_MS} ms abgebrochen`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    // server.close() closes the listening socket synchronously; the log line comes after it, so
    // whoever reads it (an operator, the shutdown test) can rely on new connections being refused.
    const requestsDone = new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), REQUEST_DRAIN_MS).unref();
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
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
