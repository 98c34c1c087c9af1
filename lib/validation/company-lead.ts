/**
 * Bodies of the company's lead actions (issue 15 §1/§2), one schema each for the dialogs and the
 * route handlers:
 * - PATCH /api/projects/{id}/status: the status (authenticated-side.md §4), for "Gewonnen" the
 *   gross order value in euros (incl. 20 % VAT, the whole order value including cash parts, as the
 *   commission terms say) and the expected completion month, and the reason when a won lead is
 *   changed back (the server decides when a reason is needed: it knows the current status);
 * - the form of the "Gewonnen" dialog, which also checks the completion month's bounds (the reason
 *   of a change back is asked by DecisionConfirmDialog with the same 3–1,000 characters).
 * Time-dependent bounds (not before the assignment month, at most 3 years ahead) are checked by the
 * data layer with the stored assignment time (lib/data/company-leads.ts).
 */
import {
  COMPANY_LEAD_MESSAGES as M,
  completionMonthError,
  isMonth,
  MAX_WON_VALUE_CENTS,
  STATUS_REASON_LENGTH,
} from "@/lib/domain/company-lead";
import { parseEuroToCents } from "@/lib/domain/money";
import { PROJECT_STATUSES } from "@/lib/domain/project-status";
import * as z from "./zod";

/**
 * The German error of an order value as typed ("12.500,00", "12500", "12500.5"), or null when it is
 * a valid amount: more than 0 and at most 10,000,000 euros with at most two decimals.
 */
export function wonValueError(input: string): string | null {
  if (input.trim() === "") return M.valueRequired;
  const cents = parseEuroToCents(input);
  if (cents === null) return M.valueFormat;
  if (cents <= 0) return M.valuePositive;
  if (cents > MAX_WON_VALUE_CENTS) return M.valueMax;
  return null;
}

/** Euro text or a number as sent by an API client, as text. */
const euroText = z.union([z.string(), z.number()], { error: M.valueFormat }).transform((value) => String(value));

const reasonText = z
  .string({ error: M.reasonRequired })
  .trim()
  .max(STATUS_REASON_LENGTH.max, M.reasonMax)
  .refine((value) => value === "" || value.length >= STATUS_REASON_LENGTH.min, M.reasonRequired);

/** PATCH /api/projects/{id}/status body. */
export const leadStatusChangeSchema = z
  .object({
    status: z.enum(PROJECT_STATUSES, { error: "Ungültiger Status (erlaubt: Offen, Gewonnen, Verloren)" }),
    /** Gross order value in euros (text like "12.500,00" or a number); required for Gewonnen. */
    wonValue: euroText.optional(),
    /** "YYYY-MM"; required for Gewonnen. */
    expectedCompletion: z.string({ error: M.monthFormat }).trim().optional(),
    /** 3–1,000 characters; required when a won lead is changed back (checked by the server). */
    reason: reasonText.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== "Gewonnen") return;
    const valueError = body.wonValue === undefined ? M.valueRequired : wonValueError(body.wonValue);
    if (valueError) ctx.addIssue({ code: "custom", path: ["wonValue"], message: valueError });
    if (!body.expectedCompletion)
      ctx.addIssue({ code: "custom", path: ["expectedCompletion"], message: M.monthRequired });
    else if (!isMonth(body.expectedCompletion))
      ctx.addIssue({ code: "custom", path: ["expectedCompletion"], message: M.monthFormat });
  })
  .transform((body) => ({
    status: body.status,
    wonValueCents: body.status === "Gewonnen" ? parseEuroToCents(body.wonValue!)! : null,
    expectedCompletion: body.status === "Gewonnen" ? body.expectedCompletion! : null,
    reason: body.reason ? body.reason : null,
  }));
export type LeadStatusChangeInput = z.input<typeof leadStatusChangeSchema>;
export type LeadStatusChange = z.output<typeof leadStatusChangeSchema>;

/** Values of the "Gewonnen" dialog (text as typed). */
export interface WonDialogValues {
  wonValue: string;
  expectedCompletion: string;
  reason: string;
}

/**
 * The "Gewonnen" dialog's schema: value and month as the route checks them, plus the month's bounds
 * of this lead (`completionMonthBounds`), and the reason when `reasonRequired` (never for a first win).
 */
export function wonDialogSchema(bounds: { min: string; max: string }) {
  return z.object({
    wonValue: z.string().superRefine((value, ctx) => {
      const error = wonValueError(value);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
    expectedCompletion: z.string().superRefine((value, ctx) => {
      const error = value.trim() === "" ? M.monthRequired : completionMonthError(value.trim(), bounds);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
    reason: reasonText,
  });
}
