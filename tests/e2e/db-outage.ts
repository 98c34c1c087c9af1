/**
 * Makes the e2e run's database refuse connections for the length of a callback, the way an outage
 * looks to the app: `ALTER DATABASE … ALLOW_CONNECTIONS false` plus ending every open session, run
 * from the server's admin database `postgres`. Connections are always allowed again afterwards.
 */
import pg from "pg";

function adminClient(): { client: pg.Client; name: string } {
  const url = new URL(process.env.DATABASE_URL!);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = "/postgres";
  return { client: new pg.Client({ connectionString: url.toString() }), name };
}

/** True when the database is a PostgreSQL server on which an outage can be staged (not the embedded one). */
export async function canStageOutage(): Promise<boolean> {
  const { client } = adminClient();
  try {
    await client.connect();
    const [row] = (await client.query<{ version: string }>("select version()")).rows;
    return !/pglite/i.test(row?.version ?? "");
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `during` while the database refuses connections; re-allows them even when it throws. */
export async function withDatabaseOutage<T>(during: () => Promise<T>): Promise<T> {
  const { client, name } = adminClient();
  await client.connect();
  const quoted = `"${name.replace(/"/g, '""')}"`;
  try {
    await client.query(`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS false`);
    await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
    return await during();
  } finally {
    await client.query(`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS true`);
    await client.end();
  }
}
