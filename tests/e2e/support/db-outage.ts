/**
 * Database outages for the e2e run. The app under test reaches its database only
 * through a TCP gate on 127.0.0.1:DB_GATE_PORT (tests/e2e/support/db-gate-server.ts, started by
 * playwright.config.ts before the app); the specs query the database directly. Closing the gate cuts
 * every open connection and every new one at once, the way an unreachable database looks to the app,
 * on a PostgreSQL server and on the embedded PGlite one alike.
 */
import http from "node:http";
import net from "node:net";

/** Port the app's DATABASE_URL points at while the e2e run lasts. */
export const DB_GATE_PORT = 3211;
/** Port of the gate's control: `POST /down`, `POST /up`; `GET /` answers 200 once it listens. */
export const DB_GATE_CONTROL_PORT = 3212;
const CONTROL_URL = `http://127.0.0.1:${DB_GATE_CONTROL_PORT}`;

/** `databaseUrl` with its host and port replaced by the gate's (user, password, database and parameters kept). */
export function gatedDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(DB_GATE_PORT);
  return url.toString();
}

/**
 * Starts the gate: forwards every connection on DB_GATE_PORT to the host and port of
 * `databaseUrl` while open; closed, it destroys the open connections and each new one on arrival.
 * Resolves once both ports listen; rejects when one cannot be bound.
 */
export async function startDbGate(databaseUrl: string): Promise<{ close(): void }> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  let open = true;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A cut connection errors on both sides; the app sees it through its own socket.
    socket.on("error", () => socket.destroy());
  };
  const gate = net.createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = net.connect(targetPort, target.hostname);
    track(client);
    track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const control = http.createServer((request, response) => {
    if (request.method === "POST" && (request.url === "/down" || request.url === "/up")) {
      open = request.url === "/up";
      if (!open) for (const socket of sockets) socket.destroy();
    }
    response.end(open ? "up" : "down");
  });
  await Promise.all(
    [
      [gate, DB_GATE_PORT],
      [control, DB_GATE_CONTROL_PORT],
    ].map(
      ([server, port]) =>
        new Promise<void>((resolve, reject) =>
          (server as net.Server).once("error", reject).listen(port as number, "127.0.0.1", resolve),
        ),
    ),
  );
  return {
    close() {
      for (const socket of sockets) socket.destroy();
      gate.close();
      control.close();
    },
  };
}

async function setGate(state: "down" | "up"): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/${state}`, { method: "POST" });
  if ((await response.text()) !== state) throw new Error(`the database gate did not go ${state}`);
}

/** Runs `during` while the app's database is unreachable; opens the gate again even when it throws. */
export async function withDatabaseOutage<T>(during: () => Promise<T>): Promise<T> {
  await setGate("down");
  try {
    return await during();
  } finally {
    await setGate("up");
  }
}
