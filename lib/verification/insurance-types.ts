/** An insurance confirmation as the company and the admin see it (never its content). */
export interface InsuranceDocumentView {
  id: number;
  insurer: string;
  sumInsuredCents: number;
  /** ISO day YYYY-MM-DD. */
  validUntil: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  status: "submitted" | "accepted" | "rejected";
  decidedAt: string | null;
  decisionNote: string | null;
  createdAt: string;
}
/** Accepted upload types and the size cap (server checks the content, the browser only pre-checks). */
export const INSURANCE_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const INSURANCE_MAX_BYTES = 10 * 1024 * 1024;
