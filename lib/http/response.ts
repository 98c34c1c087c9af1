import { NextResponse } from "next/server";

/** JSON with `Cache-Control: private, no-store`: no cache keeps personal data. */
export function privateJson(body: unknown, init: ResponseInit = {}): NextResponse {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return NextResponse.json(body, { ...init, headers });
}

/**
 * A stored private file shown inline: never cached, never sniffed into another type, no scripts even if it
 * were HTML (CSP sandbox); the name is sent RFC 6266/5987-encoded.
 */
export function privateFile(file: { fileName: string; contentType: string; content: Uint8Array }): Response {
  const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(new Uint8Array(file.content), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.content.byteLength),
      "content-disposition": `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
}
