/** Starting and stopping the processes the scripts run: the app server, nginx, helpers. */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Sends `signal` to `child` and waits for it to exit; SIGKILL after `graceMs`. A child that has
 * already exited (or none) resolves at once.
 */
export async function stopChild(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = "SIGTERM",
  graceMs = 12_000,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export interface AppServerOptions {
  port: number | string;
  hostname: string;
  trustedProxyHops: number | string;
  dev?: boolean;
}

/**
 * Node's arguments that start the app's server (scripts/server.ts, relative to the working
 * directory) as `npm start` does: `spawn(process.execPath, appServerArgs(…))`. Node itself rather
 * than tsx's CLI, so that stop signals reach the server, and without the react-server condition.
 */
export function appServerArgs(options: AppServerOptions): string[] {
  return [
    "--import",
    "tsx",
    path.join(process.cwd(), "scripts", "server.ts"),
    ...(options.dev ? ["--dev"] : []),
    "--port",
    String(options.port),
    "--hostname",
    options.hostname,
    "--trusted-proxy-hops",
    String(options.trustedProxyHops),
  ];
}

/** True when the module at `moduleUrl` (its import.meta.url) is the script Node was started with. */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && moduleUrl === pathToFileURL(path.resolve(script)).href;
}
