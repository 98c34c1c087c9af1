/** The embedded PostgreSQL server of the integration tests that need a database of their own. */
import { spawn } from "node:child_process";

/**
 * An embedded PostgreSQL server (pglite-socket, in memory) in a child process, as PGlite's WASM loader does not run
 * inside Jest's VM. Returns its URL and `stop`, which ends the child.
 * @throws when the child exits before it prints its URL
 */
export async function startEmbedded(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { startEmbeddedPostgres } = await import("./scripts/db/embedded.ts");
       const db = await startEmbeddedPostgres("memory://");
       console.log("URL " + db.url);
       process.stdin.on("end", async () => { await db.stop(); process.exit(0); });
       process.stdin.resume();`,
    ],
    { cwd: process.cwd(), stdio: ["pipe", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^URL (\S+)$/m.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on("exit", (code) => reject(new Error(`embedded PostgreSQL child exited (${code}) before it was ready`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on("exit", () => resolve());
        child.stdin.end();
      }),
  };
}
