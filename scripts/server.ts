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
 * Usage: tsx scripts/server.ts [--dev] [--port 3000] [--hostname 0.0.0.0] [--trusted-proxy-hops 0]
 * (scripts/run.ts passes these from the settings; the e2e tests start it directly).
 * SIGTERM/SIGINT: stops accepting connections, lets running requests finish (10 s at most), exits.
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { CLIENT_ADDRESS_MARKER, establishClientAddress } from "../lib/http/client-address";

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", default: "3000" },
    hostname: { type: "string", default: "0.0.0.0" },
    "trusted-proxy-hops": { type: "string", default: "0" },
  },
});

const port = Number(values.port);
const hops = Number(values["trusted-proxy-hops"]);
if (!Number.isInteger(port) || !Number.isInteger(hops) || hops < 0) {
  console.error("Ungültige Angaben: --port und --trusted-proxy-hops müssen ganze Zahlen sein.");
  process.exit(1);
}

// Route handlers in this process may trust CLIENT_ADDRESS_HEADER (lib/http/request.ts).
(globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] = true;

const app = next({ dev: values.dev, hostname: values.hostname, port });
const handle = app.getRequestHandler();

async function main(): Promise<void> {
  await app.prepare();
  const server = createServer((req, res) => {
    establishClientAddress(req, hops);
    void handle(req, res);
  });
  server.listen(port, values.hostname, () => {
    console.log(`Bereit: http://${values.hostname === "0.0.0.0" ? "localhost" : values.hostname}:${port}`);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
