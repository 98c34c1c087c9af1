/**
 * The app's HTTP server: Next.js (`next dev` or the production build) behind a thin Node server.
 * Usage: tsx scripts/server.ts [--dev] [--port 3000] [--hostname 127.0.0.1] [--trusted-proxy-hops 0]
 * (scripts/run.ts passes these from the settings; the e2e tests and the image start it directly).
 * Its jobs live in scripts/server/: client address, micro-cache, compression, HTML script rewriting,
 * graceful shutdown. Every response names this instance in `X-Instance`.
 */
import { createServer } from "node:http";
import next from "next";
import { trustClientAddress } from "./server/client-address";
import { compress } from "./server/compression";
import { rewriteHtmlScripts } from "./server/html-scripts";
import { microCache } from "./server/micro-cache";
import { displayHost, readServerOptions } from "./server/options";
import { gracefulShutdown } from "./server/shutdown";

const options = readServerOptions();
const responseCache = microCache(options.dev);
const establishClientAddress = trustClientAddress(options.trustedProxyHops);
const app = next({ dev: options.dev, hostname: options.hostname, port: options.port });
const handle = app.getRequestHandler();

async function main(): Promise<void> {
  await app.prepare();
  const shutdown = gracefulShutdown(options.instanceName);
  const server = createServer((req, res) => {
    res.setHeader("X-Instance", options.instanceName);
    shutdown.track(res);
    establishClientAddress(req);
    if (responseCache?.handle(req, res)) return;
    // Rewritten before compression sees the document.
    compress(req, res, () => {
      rewriteHtmlScripts(res, options.dev);
      void handle(req, res);
    });
  });
  server.listen(options.port, options.hostname, () => {
    console.log(`Bereit: http://${displayHost(options.hostname)}:${options.port} (Instanz ${options.instanceName})`);
  });
  shutdown.onSignals(server);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
