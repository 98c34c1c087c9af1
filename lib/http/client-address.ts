/**
 * The client address used for every per-IP limit (issue 12 §2, README "Client address behind
 * proxies"). Pure: no settings are read here; callers pass the number of trusted proxy hops.
 *
 * The app's server (scripts/server.ts) appends the TCP peer's address to X-Forwarded-For, exactly
 * as a reverse proxy does, and writes the chosen address into `CLIENT_ADDRESS_HEADER` after
 * deleting whatever the client sent under that name. `next start` alone cannot be used for this:
 * it keeps a client-sent X-Forwarded-For unchanged, so its first entry is whatever the client wrote.
 *
 * With `hops` trusted proxies in front, each appending the address it received the request from,
 * the client is the entry `hops` places left of the last one (the peer). Entries further left were
 * written by the client and are never used; X-Real-IP is never trusted.
 */
import type { IncomingMessage } from "node:http";

/** Header in which scripts/server.ts passes the chosen client address to the app. */
export const CLIENT_ADDRESS_HEADER = "x-renovio-client-address";

/** Marker on globalThis set by scripts/server.ts in its own process: the header above is trustworthy. */
export const CLIENT_ADDRESS_MARKER = Symbol.for("renovio.clientAddressFromServer");

/** Bucket used when no address can be trusted (all such requests share one limit). */
export const UNKNOWN_CLIENT = "unknown";

/** Parses an X-Forwarded-For value (or several header lines) into trimmed, non-empty entries. */
export function forwardedEntries(header: string | string[] | null | undefined): string[] {
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines
    .flatMap((line) => line.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Normalises an IPv4-mapped IPv6 address ("::ffff:10.0.0.1" → "10.0.0.1"). */
export function normaliseAddress(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/**
 * The client address from the chain `entries` (X-Forwarded-For entries with the TCP peer appended
 * last) behind `hops` trusted proxies: `entries[length - 1 - hops]`. When the chain is shorter than
 * the trusted hops (a request that bypassed a proxy), the leftmost entry that a trusted party wrote
 * cannot be known: the peer itself is used, so a client can never pick its bucket.
 */
export function pickClientAddress(entries: string[], hops: number): string {
  if (entries.length === 0) return UNKNOWN_CLIENT;
  const index = entries.length - 1 - hops;
  return normaliseAddress(index >= 0 ? entries[index]! : entries[entries.length - 1]!);
}

/**
 * For the app's server, before Next sees the request: appends the TCP peer to X-Forwarded-For and
 * sets CLIENT_ADDRESS_HEADER to the client address behind `hops` trusted proxies (overwriting any
 * value the client sent). Returns the address.
 */
export function establishClientAddress(request: IncomingMessage, hops: number): string {
  const chain = forwardedEntries(request.headers["x-forwarded-for"]);
  if (request.socket.remoteAddress) chain.push(request.socket.remoteAddress);
  const address = pickClientAddress(chain, hops);
  request.headers["x-forwarded-for"] = chain.join(", ");
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}
