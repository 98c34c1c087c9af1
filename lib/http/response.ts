/**
 * Responses of private GET calls (admin, company, auth, customer offer data): JSON with
 * `Cache-Control: private, no-store`, so neither a shared cache nor the browser keeps personal data
 * or an admin list.
 */
import { NextResponse } from "next/server";

/** `NextResponse.json(body, init)` with `Cache-Control: private, no-store` (other init headers kept). */
export function privateJson(body: unknown, init: ResponseInit = {}): NextResponse {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return NextResponse.json(body, { ...init, headers });
}
