/**
 * Bodies of the admin's approval calls (authenticated-side.md §4 "States and transitions", §7):
 *
 * - PATCH /api/admin/company-registrations/{id}/status: `{ status: "approved" | "rejected", notes? }`
 *   (pending → approved or rejected; rejecting needs the reason in `notes`, 3–1000 characters,
 *   which is stored and e-mailed to the applicant, issue 13 §4);
 * - PUT /api/partner-onboarding/{id}/status: `{ status: "approved" | "rejected", notes? }`
 *   (likewise; an approval may carry an optional internal note);
 * - PATCH /api/admin/advertising-requests/{id}/status: `{ status: "pending" | "approved" | "rejected" }`
 *   (any of the three, including back to pending);
 * - PATCH /api/admin/bathroom-offers/{id}/approve: no body.
 *
 * and the list queries of the four GET calls (issue 13 §7): `?page&pageSize&status&search`.
 */
import {
  AI_OFFER_LIST_STATUSES,
  APPROVAL_LIST_MAX_PAGE_SIZE,
  APPROVAL_LIST_PAGE_SIZE,
  APPROVAL_LIST_STATUSES,
} from "@/lib/domain/admin-approvals";
import { intParam } from "./query-params";
import * as z from "./zod";

/** Statuses of registrations, onboarding records and advertising requests (§3, default pending). */
export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The decisions an admin can take on a pending registration or onboarding record. */
export const DECISION_STATUSES = ["approved", "rejected"] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** Longest admin note on an onboarding record. */
export const ONBOARDING_NOTES_MAX_LENGTH = 2000;

const decisionStatus = z.enum(DECISION_STATUSES, { error: "Ungültiger Status (erlaubt: approved, rejected)" });

/** Length limits of a rejection reason (issue 13 §4), in characters after trimming. */
export const REJECTION_REASON_MIN_LENGTH = 3;
export const REJECTION_REASON_MAX_LENGTH = 1000;

/** The reason of a rejection as the confirm dialog's form and the handlers validate it. */
export const rejectionReasonSchema = z
  .string({ error: "Bitte geben Sie einen Grund an" })
  .trim()
  .min(REJECTION_REASON_MIN_LENGTH, `Der Grund muss mindestens ${REJECTION_REASON_MIN_LENGTH} Zeichen haben`)
  .max(REJECTION_REASON_MAX_LENGTH, `Der Grund darf höchstens ${REJECTION_REASON_MAX_LENGTH} Zeichen haben`);

/** Form of the reject dialog: `{ reason }`. */
export const rejectionFormSchema = z.object({ reason: rejectionReasonSchema });
export type RejectionFormInput = z.infer<typeof rejectionFormSchema>;

const optionalNotes = z
  .string({ error: "Notizen müssen Text sein" })
  .trim()
  .max(ONBOARDING_NOTES_MAX_LENGTH, `Notizen dürfen höchstens ${ONBOARDING_NOTES_MAX_LENGTH} Zeichen haben`)
  .nullish()
  .transform((value) => (value ? value : undefined));

/**
 * `{ status, notes? }`; with status "rejected" the notes are the required reason (3–1000
 * characters, error on `notes`), otherwise optional (empty dropped).
 */
const decisionSchema = z.object({ status: decisionStatus, notes: optionalNotes }).superRefine((value, ctx) => {
  if (value.status !== "rejected") return;
  const reason = rejectionReasonSchema.safeParse(value.notes ?? "");
  if (!reason.success)
    ctx.addIssue({
      code: "custom",
      path: ["notes"],
      message: reason.error.issues[0]?.message ?? "Bitte geben Sie einen Grund an",
    });
});

/** Body of PATCH /api/admin/company-registrations/{id}/status. */
export const registrationStatusSchema = decisionSchema;
export type RegistrationStatusInput = z.infer<typeof registrationStatusSchema>;

/** Body of PUT /api/partner-onboarding/{id}/status. */
export const onboardingStatusSchema = decisionSchema;
export type OnboardingStatusInput = z.infer<typeof onboardingStatusSchema>;

/** Body of PATCH /api/admin/advertising-requests/{id}/status. */
export const advertisingStatusSchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: "Ungültiger Status (erlaubt: pending, approved, rejected)" }),
});
export type AdvertisingStatusInput = z.infer<typeof advertisingStatusSchema>;

function listQuerySchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    page: intParam(1, 100_000, "Ungültige Seite"),
    pageSize: intParam(
      APPROVAL_LIST_PAGE_SIZE,
      APPROVAL_LIST_MAX_PAGE_SIZE,
      `Die Seitengröße muss zwischen 1 und ${APPROVAL_LIST_MAX_PAGE_SIZE} liegen`,
    ),
    status: z
      .union([z.literal(""), z.literal("all"), z.enum(statuses)], {
        error: `Ungültiger Status (erlaubt: ${statuses.join(", ")})`,
      })
      .optional()
      .transform((value) => (value === "" || value === "all" ? undefined : value) as S[number] | undefined),
    search: z
      .string()
      .max(200, "Der Suchbegriff darf höchstens 200 Zeichen lang sein")
      .optional()
      .transform((value) => value?.trim() || undefined),
  });
}

/**
 * GET /api/admin/company-registrations, /api/partner-onboarding, /api/admin/advertising-requests:
 * `?page` (default 1) `&pageSize` (1–100, default 25) `&status=pending|approved|rejected` (empty or
 * "all": every status) `&search` (company name, contact person, e-mail; up to 200 characters).
 */
export const approvalListQuerySchema = listQuerySchema(APPROVAL_LIST_STATUSES);
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

/**
 * GET /api/admin/bathroom-offers: like approvalListQuerySchema with the offer statuses
 * pending|approved|failed|rejected|generating; search: the customer's name or the project id ("#12" or "12").
 */
export const aiOfferListQuerySchema = listQuerySchema(AI_OFFER_LIST_STATUSES);
export type AiOfferListQuery = z.infer<typeof aiOfferListQuerySchema>;
