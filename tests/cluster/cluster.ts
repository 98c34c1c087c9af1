/**
 * Helpers of the multi-instance suite: the running cluster (CLUSTER_STATE_FILE, written by
 * scripts/cluster.ts), HTTP calls through the proxy or to one instance, accounts, logins and polling.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { hashPassword } from "@/lib/auth/password";
import type { ClusterState } from "../../scripts/cluster";
import { totpCode } from "@/lib/auth/totp";

/** The TOTP secret (Base32) enrolled for the suite's admins, stored unencrypted as the e2e specs do. */
const TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

/** The cluster under test. */
export function clusterState(): ClusterState {
  const file = process.env.CLUSTER_STATE_FILE;
  if (!file) throw new Error("CLUSTER_STATE_FILE fehlt: die Suite läuft über `npm run test:cluster`.");
  return JSON.parse(readFileSync(file, "utf8")) as ClusterState;
}

let pool: pg.Pool | undefined;

/** Rows of `sql` on the cluster's database. */
export async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
  return (await pool.query(sql, values)).rows as T[];
}

export async function closeDatabase(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  /** Base URL: the proxy (default) or one instance's URL. */
  base?: string;
  headers?: Record<string, string>;
}

/** One HTTP request; a JSON body gets the content type and the site's Origin (same-origin check). */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const state = clusterState();
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.method && options.method !== "GET") headers.origin = state.proxyUrl;
  if (options.cookie) headers.cookie = options.cookie;
  return fetch(`${options.base ?? state.proxyUrl}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
}

/** The Cookie header value of a response's Set-Cookie headers. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Inserts a user; admins get the known TOTP secret enrolled. Returns its id. */
export async function createUser(email: string, password: string, role: "admin" | "company"): Promise<number> {
  const [user] = await query<{ id: number }>(
    role === "admin"
      ? "insert into users (email, password, role, totp_secret, totp_enabled_at) values ($1, $2, $3, $4, now()) returning id"
      : "insert into users (email, password, role) values ($1, $2, $3) returning id",
    role === "admin"
      ? [email, await hashPassword(password), role, TOTP_SECRET]
      : [email, await hashPassword(password), role],
  );
  return user!.id;
}

/** A company user with a verified company named `name`; returns the user id. */
export async function createCompany(email: string, password: string, name: string): Promise<number> {
  const userId = await createUser(email, password, "company");
  await query(
    "insert into companies (user_id, name, verified, verified_at, services, city) values ($1, $2, true, now(), $3, 'Wien')",
    [userId, name, ["Badrenovierung"]],
  );
  return userId;
}

/** Logs in through the proxy (admins with their TOTP code); returns the Cookie header value. */
export async function login(email: string, password: string): Promise<string> {
  const response = await call("/api/auth/login", { method: "POST", body: { email, password } });
  if (response.status !== 200) throw new Error(`Login ${email}: ${response.status} ${await response.text()}`);
  const answer = (await response.clone().json()) as { step?: string; pendingToken?: string };
  if (answer.step !== "totp") return cookieOf(response);
  await query("update users set totp_last_time_step = null where email = $1", [email]);
  const verified = await call("/api/auth/totp/verify", {
    method: "POST",
    body: { pendingToken: answer.pendingToken, code: await totpCode(TOTP_SECRET) },
  });
  if (verified.status !== 200) throw new Error(`TOTP ${email}: ${verified.status} ${await verified.text()}`);
  return cookieOf(verified);
}

/**
 * Polls `check` every 100 ms until it returns true; resolves with the milliseconds it took, or
 * throws with `what` after `timeoutMs`.
 */
export async function within(timeoutMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: nicht innerhalb von ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The proxy and every instance: the places a visitor's request can be answered from. */
export function everyServer(): { name: string; base: string }[] {
  const state = clusterState();
  return [
    { name: "proxy", base: state.proxyUrl },
    ...state.instances.map((instance) => ({ name: instance.name, base: instance.url })),
  ];
}
