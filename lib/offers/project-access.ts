/**
 * The project access cookie in route handlers (see lib/domain/project-access.ts for the format).
 *
 * The key is derived from AUTH_SECRET. In development and tests without AUTH_SECRET a fixed
 * development secret is used; in production without AUTH_SECRET no proof can be made or checked:
 * POST /api/projects still stores the project (and logs the problem), and the customer pages answer
 * 404 ("Angebot nicht gefunden").
 */
import "server-only";
import type { NextResponse } from "next/server";
import { env } from "@/lib/env";
import {
  addProjectToAccessCookie,
  cookieFromHeader,
  cookieProvesProject,
  deriveProjectAccessKey,
  PROJECT_ACCESS_COOKIE,
  PROJECT_ACCESS_MAX_AGE_SECONDS,
} from "@/lib/domain/project-access";

// Used only when AUTH_SECRET is unset outside production (development, tests).
const DEVELOPMENT_SECRET = "renovio-development-project-access-secret-not-for-production";

let cached: { secret: string; key: Buffer } | undefined;

/** The HMAC key of access proofs, or undefined in production without AUTH_SECRET. */
function accessKey(): Buffer | undefined {
  const secret = env.AUTH_SECRET ?? (env.NODE_ENV === "production" ? undefined : DEVELOPMENT_SECRET);
  if (!secret) return undefined;
  if (cached?.secret !== secret) cached = { secret, key: deriveProjectAccessKey(secret) };
  return cached.key;
}

/** True when the request's cookie proves that this browser submitted project `projectId`. */
export function hasProjectAccess(request: Request, projectId: number): boolean {
  const key = accessKey();
  if (!key) return false;
  return cookieProvesProject(cookieFromHeader(request.headers.get("cookie"), PROJECT_ACCESS_COOKIE), projectId, key);
}

/**
 * Sets the access cookie on `response` for the new project `projectId`, keeping the proofs of the
 * browser's earlier projects (httpOnly, SameSite=Lax, path "/", Secure when SITE_URL is https,
 * 90 days). Without a key (production without AUTH_SECRET) it logs an error and sets nothing.
 */
export function grantProjectAccess(response: NextResponse, request: Request, projectId: number): void {
  const key = accessKey();
  if (!key) {
    console.error("[Projektzugang] AUTH_SECRET fehlt: Der Kunde kann seine Angebotsseite nicht öffnen.");
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
