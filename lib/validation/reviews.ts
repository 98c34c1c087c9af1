/** Verified reviews: schemas of the review, report, reply and moderation bodies and the review list queries. */
import { rejectionReasonSchema } from "./admin-approvals";
import * as z from "./zod";

export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  bodyMin: 20,
  bodyMax: 2000,
  replyMin: 3,
  replyMax: 2000,
  reportMin: 10,
  reportMax: 1000,
  emailMax: 255,
} as const;

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

const RATING_MESSAGE = "Bitte vergeben Sie 1 bis 5 Sterne";

const text = (min: number, max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(min, `${label} muss mindestens ${min} Zeichen haben`)
    .max(max, `${label} darf höchstens ${max} Zeichen haben`);

export const reviewSubmissionSchema = z.object({
  rating: z.coerce.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  title: text(REVIEW_LIMITS.titleMin, REVIEW_LIMITS.titleMax, "Bitte geben Sie einen Titel ein", "Der Titel"),
  body: text(REVIEW_LIMITS.bodyMin, REVIEW_LIMITS.bodyMax, "Bitte beschreiben Sie Ihre Erfahrung", "Ihr Text"),
});
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

export const reviewReplySchema = z.object({
  reply: text(REVIEW_LIMITS.replyMin, REVIEW_LIMITS.replyMax, "Bitte geben Sie eine Antwort ein", "Die Antwort"),
});
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;

const EMAIL_MESSAGE = "Bitte geben Sie eine gültige E-Mail-Adresse ein oder lassen Sie das Feld leer";

export const reviewReportSchema = z.object({
  reason: z
    .string({ error: "Bitte beschreiben Sie, was an der Bewertung nicht stimmt" })
    .trim()
    .min(REVIEW_LIMITS.reportMin, `Der Grund muss mindestens ${REVIEW_LIMITS.reportMin} Zeichen haben`)
    .max(REVIEW_LIMITS.reportMax, `Der Grund darf höchstens ${REVIEW_LIMITS.reportMax} Zeichen haben`),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(REVIEW_LIMITS.emailMax, `Die E-Mail-Adresse darf höchstens ${REVIEW_LIMITS.emailMax} Zeichen haben`)
    .pipe(z.union([z.literal(""), z.email(EMAIL_MESSAGE)]))
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined)),
});
export type ReviewReportInput = z.input<typeof reviewReportSchema>;
export type ReviewReport = z.output<typeof reviewReportSchema>;

export const REVIEW_DECISIONS = ["kept", "removed"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Body of POST /api/admin/reviews/{id}/decision (EU DSA Art. 17: every decision keeps its reason). */
export const reviewDecisionSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS, { error: "Ungültige Entscheidung (erlaubt: kept, removed)" }),
  reason: rejectionReasonSchema,
});

export const REVIEW_REPORT_FILTERS = ["open", "decided"] as const;

const page = z.coerce
  .number({ error: "Ungültige Seite." })
  .int("Ungültige Seite.")
  .min(1, "Ungültige Seite.")
  .max(100_000, "Ungültige Seite.")
  .default(1);
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: "Ungültige Seitengröße." })
    .int("Ungültige Seitengröße.")
    .min(1, "Ungültige Seitengröße.")
    .max(100, "Höchstens 100 Einträge pro Seite.")
    .default(fallback);

export const companyReviewsQuerySchema = z.object({ page, pageSize: pageSize(10) });

export const adminReviewsQuerySchema = z.object({
  page,
  pageSize: pageSize(25),
  status: z
    .union([z.literal(""), z.literal("all"), z.enum(REVIEW_REPORT_FILTERS)], {
      error: "Ungültiger Filter (erlaubt: open, decided)",
    })
    .optional()
    .transform((value) => (value === "" || value === "all" ? undefined : value)),
  search: z
    .string()
    .max(200, "Der Suchbegriff darf höchstens 200 Zeichen lang sein")
    .optional()
    .transform((value) => value?.trim() || undefined),
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>;
