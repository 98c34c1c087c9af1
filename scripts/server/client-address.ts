/**
 * The client address for the per-IP limits. Next keeps an X-Forwarded-For the client sent and route
 * handlers cannot read the TCP peer, so here the peer is appended to X-Forwarded-For (as a proxy
 * does) and the address `trustedProxyHops` entries left of it is written into CLIENT_ADDRESS_HEADER,
 * replacing anything the client sent under that name (lib/http/client-address.ts).
 */
import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_MARKER, establishClientAddress } from "../../lib/http/client-address";

/** Lets route handlers in this process trust CLIENT_ADDRESS_HEADER (lib/http/request.ts); returns the per-request step. */
export function trustClientAddress(trustedProxyHops: number): (req: IncomingMessage) => void {
  (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] = true;
  return (req) => establishClientAddress(req, trustedProxyHops);
}
