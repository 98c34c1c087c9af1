/**
 * Next 16 proxy (formerly middleware): redirects only, never a guard (ARCHITECTURE.md).
 * Sends ASCII spellings of umlaut service ids to the canonical route with a permanent redirect,
 * e.g. /quiz/kuechenrenovierung → /quiz/küchenrenovierung.
 */
import { NextResponse, type NextRequest } from "next/server";
import { canonicalServicePath } from "@/lib/domain/service-aliases";

export function proxy(request: NextRequest) {
  const target = canonicalServicePath(request.nextUrl.pathname);
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

// Only the alias paths reach the proxy, so every other request skips it.
export const config = {
  matcher: [
    "/(kuechenrenovierung|buerorenovierung|aufzuege|umzuege|schaedlingsbekaempfung)",
    "/(quiz|preisleitfaden)/(kuechenrenovierung|buerorenovierung|aufzuege|umzuege|schaedlingsbekaempfung)",
  ],
};
