/**
 * The project access cookie in route handlers (see lib/domain/project-access.ts for the format).
 *
 * The key is derived from the app's secret (`deriveKey` in lib/security/secrets.ts: AUTH_SECRET, or
 * the per-install development secret outside production). Each proof carries its issue time and is
 * refused after 90 days (lib/domain/project-access.ts). In production without AUTH_SECRET no proof can be
 * made or checked: POST /api/projects still stores the project (and logs the problem), and checking
 * a proof throws like a login does (the customer's offer calls answer 500, not a silent 404).
 */
import "server-only";
import type { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { deriveKey } from "@/lib/security/secrets";
import {
  addProjectToAccessCookie,
  cookieFromHeader,
  cookieProvesProject,
  PROJECT_ACCESS_COOKIE,
  PROJECT_ACCESS_KEY_PURPOSE,
  PROJECT_ACCESS_MAX_AGE_SECONDS,
} from "@/lib/domain/project-access";

/**
 * The HMAC key of access proofs (equal to `deriveProjectAccessKey(appSecret())`).
 *
 * @throws Error in production without AUTH_SECRET (see `appSecret`).
 */
function accessKey(): Buffer {
  return deriveKey(PROJECT_ACCESS_KEY_PURPOSE);
}

/**
 * True when the request's cookie proves that this browser submitted project `projectId` (a proof at
 * most 90 days old).
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
    logger.error({ err: error }, "[Projektzugang] Der Kunde kann seine Angebotsseite nicht öffnen");
    return;
  }
  const value = addProjectToAccessCookie(
    cookieFromHeader(request.headers.get("cookie"), PROJECT_ACCESS_COOKIE),
    projectId,
    key,
  );
  response.cookies.set(PROJECT_ACCESS_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: new URL(env.SITE_URL).protocol === "https:",
    maxAge: PROJECT_ACCESS_MAX_AGE_SECONDS,
  });
}
