/**
 * Bodies of the admin's approval calls (authenticated-side.md §4 "States and transitions", §7):
 *
 * - PATCH /api/admin/company-registrations/{id}/status: `{ status: "approved" | "rejected" }`
 *   (pending → approved or rejected);
 * - PUT /api/partner-onboarding/{id}/status: `{ status: "approved" | "rejected", notes? }`
 *   (pending → approved or rejected; notes optional, never filled by the spec's UI);
 * - PATCH /api/admin/advertising-requests/{id}/status: `{ status: "pending" | "approved" | "rejected" }`
 *   (any of the three, including back to pending);
 * - PATCH /api/admin/bathroom-offers/{id}/approve: no body.
 *
 */
import { z } from "./zod";

/** Statuses of registrations, onboarding records and advertising requests (§3, default pending). */
export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The decisions an admin can take on a pending registration or onboarding record. */
export const DECISION_STATUSES = ["approved", "rejected"] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** Longest admin note on an onboarding record. */
export const ONBOARDING_NOTES_MAX_LENGTH = 2000;

const decisionStatus = z.enum(DECISION_STATUSES, { error: "Ungültiger Status (erlaubt: approved, rejected)" });

/** Body of PATCH /api/admin/company-registrations/{id}/status. */
export const registrationStatusSchema = z.object({ status: decisionStatus });
export type RegistrationStatusInput = z.infer<typeof registrationStatusSchema>;

/** Body of PUT /api/partner-onboarding/{id}/status; empty notes are dropped. */
export const onboardingStatusSchema = z.object({
  status: decisionStatus,
  notes: z
    .string({ error: "Notizen müssen Text sein" })
    .trim()
    .max(ONBOARDING_NOTES_MAX_LENGTH, `Notizen dürfen höchstens ${ONBOARDING_NOTES_MAX_LENGTH} Zeichen haben`)
    .nullish()
    .transform((value) => (value ? value : undefined)),
});
export type OnboardingStatusInput = z.infer<typeof onboardingStatusSchema>;

/** Body of PATCH /api/admin/advertising-requests/{id}/status. */
export const advertisingStatusSchema = z.object({
  status: z.enum(APPROVAL_STATUSES, { error: "Ungültiger Status (erlaubt: pending, approved, rejected)" }),
});
export type AdvertisingStatusInput = z.infer<typeof advertisingStatusSchema>;
