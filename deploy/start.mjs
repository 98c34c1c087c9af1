// Container entry point (Dockerfile, stage `runner`): the app's own server (scripts/server.ts,
// bundled to server-app.mjs) on Next's standalone output, so the container keeps the client-address
// handling, the X-Instance header and the graceful shutdown of `npm start`.
// Next's generated standalone server.js would start plain Next instead.
//
// Settings (environment): PORT (3000), HOSTNAME (0.0.0.0), TRUSTED_PROXY_HOPS (unset = 0; compose sets 1
// behind nginx) and SITE_URL, without which it refuses to start: the image has no default address, so
// the production check (instrumentation.ts) always sees the real one.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

if (!process.env.SITE_URL?.trim()) {
  console.error(
    "Start verweigert: SITE_URL fehlt (die öffentliche Adresse, z. B. https://renovio.at; README „Production settings“).",
  );
  process.exit(1);
}

process.chdir(path.dirname(fileURLToPath(import.meta.url)));
process.env.NODE_ENV = "production";
// The build's configuration, as the standalone server.js passes it: next.config.mjs is not in the image.
const { config } = JSON.parse(
  readFileSync(path.join(process.env.NEXT_DIST_DIR || ".next", "required-server-files.json"), "utf8"),
);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

process.argv.push(
  "--port",
  process.env.PORT || "3000",
  "--hostname",
  process.env.HOSTNAME || "0.0.0.0",
  "--trusted-proxy-hops",
  process.env.TRUSTED_PROXY_HOPS || "0",
);
await import("./server-app.mjs");
