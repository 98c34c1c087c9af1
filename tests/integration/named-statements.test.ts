/**
 * lib/db.ts namedQuery: a named statement works on a real PostgreSQL server (prepared
 * once per connection) and on the embedded pglite-socket server, which serves every connection from
 * one session so that the name prepared on one pooled connection collides (42P05) on the next.
 */
import pg from "pg";
import { env } from "@/lib/env";
import { namedQuery } from "@/lib/db";
import { startEmbedded } from "../support/embedded-database";

const QUERY = { name: "named-statement-test", text: "SELECT $1::int + 1 AS n", values: [41] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("namedQuery on the embedded database", () => {
  let embedded: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    embedded = await startEmbedded();
  }, 60_000);
  afterAll(async () => {
    await embedded?.stop();
  });

  test("a plain named query collides once the pool opened a new connection (the bug this guards)", async () => {
    const pool = new pg.Pool({ connectionString: embedded.url, max: 1, idleTimeoutMillis: 20 });
    try {
      await pool.query(QUERY);
      await sleep(150); // the idle connection is closed; the next query opens a new one
      await expect(pool.query(QUERY)).rejects.toMatchObject({ code: "42P05" });
    } finally {
      await pool.end();
    }
  });

  test("namedQuery answers on every call across reconnects", async () => {
    const pool = new pg.Pool({ connectionString: embedded.url, max: 1, idleTimeoutMillis: 20 });
    try {
      for (let i = 0; i < 4; i++) {
        const { rows } = await namedQuery<{ n: number }>({ ...QUERY, name: "named-statement-test-2" }, pool);
        expect(rows).toEqual([{ n: 42 }]);
        await sleep(100);
      }
    } finally {
      await pool.end();
    }
  });
});

describe("namedQuery on the run's database", () => {
  test("prepares the statement by name on the connection and answers", async () => {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
    const client = await pool.connect();
    try {
      const first = await namedQuery<{ n: number }>({ ...QUERY, name: "named-statement-test-3" }, client);
      const second = await namedQuery<{ n: number }>({ ...QUERY, name: "named-statement-test-3" }, client);
      expect(first.rows).toEqual([{ n: 42 }]);
      expect(second.rows).toEqual([{ n: 42 }]);
      const { rows } = await client.query<{ name: string }>("SELECT name FROM pg_prepared_statements");
      expect(rows.map((row) => row.name)).toContain("named-statement-test-3");
    } finally {
      client.release();
      await pool.end();
    }
  });
});
