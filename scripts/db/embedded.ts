/**
 * Embedded PostgreSQL for machines without a server: PGlite (PostgreSQL compiled to WASM) served on
 * the PostgreSQL wire protocol by pglite-socket, so the app connects through adapter-pg exactly as
 * it would to a real server. Used by `npm run dev` / `npm start` without DATABASE_URL and by the
 * tests when nothing answers on 127.0.0.1:5432.
 */
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  /** postgresql:// URL of the served database. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite with its data in `dataDir` (a folder; "memory://" for a throw-away database) and
 * serves it on 127.0.0.1:`port` (0 = any free port). Allows up to 20 concurrent connections
 * (pglite-socket multiplexes them onto the one PGlite connection).
 */
export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 20 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgresql://postgres:postgres@${address}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
