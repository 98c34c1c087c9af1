/**
 * The project access cookie in route handlers (see lib/domain/project-access.ts for the format).
 *
 * The key is derived from the app's secret (`authSecret` in lib/auth/config.ts: AUTH_SECRET, or a
 * fixed development secret outside production). In production without AUTH_SECRET no proof can be
 * made or checked: POST /api/projects still stores the project (and logs the problem), and checking
 * a proof throws like a login does (the customer's offer calls answer 500, not a silent 404).
 */
import "server-only";
import type { NextResponse } from "next/server";
import { authSecret } from "@/lib/auth/config";
import { env } from "@/lib/env";
import {
  addProjectToAccessCookie,
  cookieFromHeader,
  cookieProvesProject,
  deriveProjectAccessKey,
  PROJECT_ACCESS_COOKIE,
  PROJECT_ACCESS_MAX_AGE_SECONDS,
} from "@/lib/domain/project-access";

let cached: { secret: string; key: Buffer } | undefined;

/**
 * The HMAC key of access proofs.
 *
 * @throws Error in production without AUTH_SECRET (see `authSecret`).
 */
function accessKey(): Buffer {
  const secret = authSecret();
  if (cached?.secret !== secret) cached = { secret, key: deriveProjectAccessKey(secret) };
  return cached.key;
}

/**
 * True when the request's cookie proves that this browser submitted project `projectId`.
 *
 * @throws Error in production without AUTH_SECRET.
 */
export function hasProjectAccess(request: Request, projectId: number): boolean {
  const key = accessKey();
  return cookieProvesProject(cookieFromHeader(request.headers.get("cookie"), PROJECT_ACCESS_COOKIE), projectId, key);
}

/**
 * Sets the access cookie on `response` for the new project `projectId`, keeping the proofs of the
 * browser's earlier projects (httpOnly, SameSite=Lax, path "/", Secure when SITE_URL is https,
 * 90 days). Without a key (production without AUTH_SECRET) it logs an error and sets nothing.
 */
export function grantProjectAccess(response: NextResponse, request: Request, projectId: number): void {
  let key: Buffer;
  try {
    key = accessKey();
  } catch (error) {
    console.error("[Projektzugang] Der Kunde kann seine Angebotsseite nicht öffnen:", error);
    return;
  }
  const value = addProjectToAccessCookie(cookieFromHeader(request.headers.get("cookie"), PROJECT_ACCESS_COOKIE), projectId, key);
  response.cookies.set(PROJECT_ACCESS_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: new URL(env.SITE_URL).protocol === "https:",
    maxAge: PROJECT_ACCESS_MAX_AGE_SECONDS,
  });
}
