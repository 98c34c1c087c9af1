/**
 * What /danke shows of the request the customer just sent (issue 17 §1): the request number (the
 * project id POST /api/projects answered), the service, the postcode, the answers and the e-mail
 * address the confirmation went to.
 *
 * The wizard writes it to sessionStorage (`lastProjectRequest`, lib/domain/storage-keys.ts) right
 * after a successful submission; /danke reads it back, also after a reload. It stays in this tab and
 * never goes into a URL, so no personal data can be read by project id. Storage goes through
 * lib/storage.ts: blocked storage only means /danke shows its general text.
 */
import { LAST_PROJECT_REQUEST_KEY } from "@/lib/domain/storage-keys";
import { storageGet, storageSet } from "@/lib/storage";

/** One answer as the customer gave it: the question's text and the chosen option(s) as text. */
export interface SubmittedAnswer {
  label: string;
  value: string;
}

/** The stored summary of one submitted request. */
export interface SubmittedRequest {
  /** Project id from POST /api/projects, shown as "Anfrage Nr. {projectId}". */
  projectId: number;
  /** German service name, e.g. "Malerarbeiten". */
  serviceLabel: string;
  zipCode: string;
  /** Where the confirmation e-mail went (as entered, trimmed). */
  email: string;
  answers: SubmittedAnswer[];
  /** ISO time of the submission. */
  submittedAt: string;
}

/** Stores `request` for /danke. @returns false when the browser blocks storage. */
export function saveSubmittedRequest(request: SubmittedRequest): boolean {
  return storageSet("session", LAST_PROJECT_REQUEST_KEY, JSON.stringify(request));
}

/** The stored text as it is (a stable value for useSyncExternalStore), or null. */
export function readSubmittedRequestText(): string | null {
  return storageGet("session", LAST_PROJECT_REQUEST_KEY);
}

const isString = (value: unknown): value is string => typeof value === "string";

/**
 * Parses the stored text. Anything that is not a complete summary (missing, not JSON, wrong types,
 * a project id that is not a positive integer) gives undefined, so /danke falls back to its general
 * text instead of showing half a summary.
 */
export function parseSubmittedRequest(text: string | null): SubmittedRequest | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (!Number.isSafeInteger(v.projectId) || (v.projectId as number) <= 0) return undefined;
  if (![v.serviceLabel, v.zipCode, v.email, v.submittedAt].every(isString)) return undefined;
  if (!Array.isArray(v.answers)) return undefined;
  const answers = v.answers.filter(
    (row): row is SubmittedAnswer => typeof row === "object" && row !== null && isString((row as SubmittedAnswer).label) && isString((row as SubmittedAnswer).value),
  );
  return {
    projectId: v.projectId as number,
    serviceLabel: v.serviceLabel as string,
    zipCode: v.zipCode as string,
    email: v.email as string,
    answers: answers.map(({ label, value: answer }) => ({ label, value: answer })),
    submittedAt: v.submittedAt as string,
  };
}
