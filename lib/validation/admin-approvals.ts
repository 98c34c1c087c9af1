/**
 * Bodies of the admin's approval calls and queries of the approval lists. Rejecting a registration or
 * onboarding record needs a reason, which is stored and e-mailed to the applicant.
 */
import {
  AI_OFFER_LIST_STATUSES,
  APPROVAL_LIST_MAX_PAGE_SIZE,
  APPROVAL_LIST_PAGE_SIZE,
  APPROVAL_LIST_STATUSES,
} from "@/lib/domain/admin-approvals";
import { intParam } from "./query-params";
import * as z from "./zod";

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const DECISION_STATUSES = ["approved", "rejected"] as const;

export const ONBOARDING_NOTES_MAX_LENGTH = 2000;

const decisionStatus = z.enum(DECISION_STATUSES, { error: "Ungültiger Status (erlaubt: approved, rejected)" });

/** Length of a rejection reason, in characters after trimming. */
export const REJECTION_REASON_MIN_LENGTH = 3;
export const REJECTION_REASON_MAX_LENGTH = 1000;

export const rejectionReasonSchema = z
  .string({ error: "Bitte geben Sie einen Grund an" })
  .trim()
  .min(REJECTION_REASON_MIN_LENGTH, `Der Grund muss mindestens ${REJECTION_REASON_MIN_LENGTH} Zeichen haben`)
  .max(REJECTION_REASON_MAX_LENGTH, `Der Grund darf höchstens ${REJECTION_REASON_MAX_LENGTH} Zeichen haben`);

export const rejectionFormSchema = z.object({ reason: rejectionReasonSchema });
export type RejectionFormInput = z.infer<typeof rejectionFormSchema>;

const optionalNotes = z
  .string({ error: "Notizen müssen Text sein" })
  .trim()
  .max(ONBOARDING_NOTES_MAX_LENGTH, `Notizen dürfen höchstens ${ONBOARDING_NOTES_MAX_LENGTH} Zeichen haben`)
  .nullish()
  .transform((value) => (value ? value : undefined));

/** An approval's reason for overriding checks that are not green. */
const overrideReason = z
  .string({ error: "Die Begründung muss Text sein" })
  .trim()
  .max(REJECTION_REASON_MAX_LENGTH, `Die Begründung darf höchstens ${REJECTION_REASON_MAX_LENGTH} Zeichen haben`)
  .nullish()
  .transform((value) => (value ? value : undefined));

/** `{ status, notes?, overrideReason? }`; for "rejected" the notes are the required reason (error on `notes`). */
const decisionSchema = z
  .object({ status: decisionStatus, notes: optionalNotes, overrideReason })
  .superRefine((value, ctx) => {
    if (value.status !== "rejected") return;
    const reason = rejectionReasonSchema.safeParse(value.notes ?? "");
    if (!reason.success)
      ctx.addIssue({
        code: "custom",
        path: ["notes"],
        message: reason.error.issues[0]?.message ?? "Bitte geben Sie einen Grund an",
      });
  });

export const registrationStatusSchema = decisionSchema;

export const onboardingStatusSchema = decisionSchema;

export const advertisingStatusSchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: "Ungültiger Status (erlaubt: pending, approved, rejected)" }),
});

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

/** Query of the registration, onboarding and advertising lists; `search` matches company, contact person, e-mail. */
export const approvalListQuerySchema = listQuerySchema(APPROVAL_LIST_STATUSES);

/** Query of the AI offer list; `search` matches the customer's name or the project id. */
export const aiOfferListQuerySchema = listQuerySchema(AI_OFFER_LIST_STATUSES);
