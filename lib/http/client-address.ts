/**
 * Client address for per-IP limits: behind `hops` trusted proxies, the X-Forwarded-For entry `hops` left
 * of the TCP peer. Entries further left are client-written; X-Real-IP is never trusted.
 */
import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER = "x-renovio-client-address";

/** Set on globalThis by scripts/server.ts: CLIENT_ADDRESS_HEADER is trustworthy in this process. */
export const CLIENT_ADDRESS_MARKER = Symbol.for("renovio.clientAddressFromServer");

export const UNKNOWN_CLIENT = "unknown";

export function forwardedEntries(header: string | string[] | null | undefined): string[] {
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines
    .flatMap((line) => line.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function normaliseAddress(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** `entries[length - 1 - hops]`; a shorter chain gives the peer, so a client never picks its bucket. */
export function pickClientAddress(entries: string[], hops: number): string {
  if (entries.length === 0) return UNKNOWN_CLIENT;
  const index = entries.length - 1 - hops;
  return normaliseAddress(index >= 0 ? entries[index]! : entries[entries.length - 1]!);
}

/** Appends the TCP peer to X-Forwarded-For and overwrites CLIENT_ADDRESS_HEADER; returns the address. */
export function establishClientAddress(request: IncomingMessage, hops: number): string {
  const chain = forwardedEntries(request.headers["x-forwarded-for"]);
  if (request.socket.remoteAddress) chain.push(request.socket.remoteAddress);
  const address = pickClientAddress(chain, hops);
  request.headers["x-forwarded-for"] = chain.join(", ");
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}
