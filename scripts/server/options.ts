/** The server's command line and the settings it reads itself (it does not load lib/env.ts). */
import { hostname as machineName } from "node:os";
import { parseArgs } from "node:util";

export interface ServerOptions {
  dev: boolean;
  port: number;
  hostname: string;
  /** Proxies in front whose X-Forwarded-For entries are trusted (lib/http/client-address.ts). */
  trustedProxyHops: number;
  /** This instance's name in the X-Instance header: INSTANCE_NAME, else "{hostname}:{port}". */
  instanceName: string;
}

/**
 * Reads `[--dev] [--port 3000] [--hostname 127.0.0.1] [--trusted-proxy-hops 0]` and INSTANCE_NAME.
 * Exits the process with code 1 on a port or hop count that is not a whole number.
 */
export function readServerOptions(): ServerOptions {
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
  // A header value: printable ASCII only.
  const instanceName = (process.env.INSTANCE_NAME?.trim() || `${machineName()}:${port}`).replace(/[^\x20-\x7e]/g, "?");
  return { dev: values.dev, port, hostname: values.hostname, trustedProxyHops: hops, instanceName };
}

/** The address to print for `hostname`: "localhost" for every interface, brackets around IPv6. */
export function displayHost(hostname: string): string {
  if (hostname === "0.0.0.0" || hostname === "::") return "localhost";
  return hostname.includes(":") ? `[${hostname}]` : hostname;
}
