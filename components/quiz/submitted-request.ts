/**
 * What /danke shows of the request just sent. The wizard writes it to sessionStorage right after a successful
 * submission; it stays in this tab and never goes into a URL, so no personal data can be read by project id.
 */
import { LAST_PROJECT_REQUEST_KEY } from "@/lib/domain/storage-keys";
import { storageGet, storageSet } from "@/lib/storage";

/** A question as the summary names it: its id and text. */
export interface SubmittedQuestion {
  id: string;
  text: string;
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
  /**
   * The answers as sent and the quiz's questions; /danke labels them like the confirmation e-mail. Kept raw so the
   * wizard's bundle needs no formatting code.
   */
  answers: Record<string, string | string[]>;
  questions: SubmittedQuestion[];
  /** ISO time of the submission. */
  submittedAt: string;
  /** "kunde": the customer releases the contact data in the room; absent: the companies get them at once. */
  contactRelease?: "sofort" | "kunde";
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
 * Parses the stored text; anything short of a complete summary gives undefined, so /danke shows its general text
 * instead of half a summary.
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
  if (typeof v.answers !== "object" || v.answers === null || Array.isArray(v.answers) || !Array.isArray(v.questions))
    return undefined;
  // Malformed entries are dropped, not shown.
  const answers = Object.fromEntries(
    Object.entries(v.answers as Record<string, unknown>).filter(
      (entry): entry is [string, string | string[]] =>
        isString(entry[1]) || (Array.isArray(entry[1]) && entry[1].every(isString)),
    ),
  );
  const questions = v.questions
    .filter(
      (q): q is SubmittedQuestion =>
        typeof q === "object" &&
        q !== null &&
        isString((q as SubmittedQuestion).id) &&
        isString((q as SubmittedQuestion).text),
    )
    .map(({ id, text }) => ({ id, text }));
  return {
    projectId: v.projectId as number,
    serviceLabel: v.serviceLabel as string,
    zipCode: v.zipCode as string,
    email: v.email as string,
    answers,
    questions,
    submittedAt: v.submittedAt as string,
    ...(v.contactRelease === "kunde" || v.contactRelease === "sofort" ? { contactRelease: v.contactRelease } : {}),
  };
}
