/**
 * The German text a project-room button shows next to itself when its request failed: the server's
 * own message (404 for a revoked or expired link, 429 rate limit, 503 …), else a connection hint.
 */
import { errorMessageFromApi, isApiClientError } from "@/lib/http/api-client";

/** Shown when the request never reached the server (offline, aborted). */
export const CONNECTION_ERROR =
  "Keine Verbindung zum Server. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.";

/** Shown for a failed answer without a German message of its own. */
export const GENERIC_ERROR = "Das hat leider nicht geklappt. Bitte versuchen Sie es in einem Moment erneut.";

/** The German reason of a failed request (see the module comment). */
export function requestErrorText(error: unknown): string {
  if (!isApiClientError(error)) return CONNECTION_ERROR;
  return errorMessageFromApi(error, GENERIC_ERROR);
}
