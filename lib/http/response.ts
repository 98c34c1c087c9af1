import { NextResponse } from "next/server";

/** JSON with `Cache-Control: private, no-store`: no cache keeps personal data. */
export function privateJson(body: unknown, init: ResponseInit = {}): NextResponse {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return NextResponse.json(body, { ...init, headers });
}
