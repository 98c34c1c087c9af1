/**
 * The project access cookie in route handlers (format: lib/domain/project-access.ts). Without
 * AUTH_SECRET in production no proof can be made, and checking one throws.
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

/** @throws Error in production without AUTH_SECRET. */
function accessKey(): Buffer {
  return deriveKey(PROJECT_ACCESS_KEY_PURPOSE);
}

/**
 * True when the request's cookie proves this browser submitted `projectId` (proof ≤ 90 days old).
 * @throws Error in production without AUTH_SECRET.
 */
export function hasProjectAccess(request: Request, projectId: number): boolean {
  const key = accessKey();
  return cookieProvesProject(cookieFromHeader(request.headers.get("cookie"), PROJECT_ACCESS_COOKIE), projectId, key);
}

/** Adds `projectId` to the access cookie on `response`; without a key logs an error and sets nothing. */
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
