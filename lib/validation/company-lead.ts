/**
 * Bodies of the company's lead actions. A "Gewonnen" value is the gross order value incl. VAT and cash
 * parts (the commission terms' base). The server decides when a reason is needed (it knows the current
 * status) and checks the time-dependent month bounds against the stored assignment time.
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

/** The German error of a typed order value, or null when > 0 and <= 10,000,000 € with at most two decimals. */
export function wonValueError(input: string): string | null {
  if (input.trim() === "") return M.valueRequired;
  const cents = parseEuroToCents(input);
  if (cents === null) return M.valueFormat;
  if (cents <= 0) return M.valuePositive;
  if (cents > MAX_WON_VALUE_CENTS) return M.valueMax;
  return null;
}

const euroText = z.union([z.string(), z.number()], { error: M.valueFormat }).transform((value) => String(value));

const reasonText = z
  .string({ error: M.reasonRequired })
  .trim()
  .max(STATUS_REASON_LENGTH.max, M.reasonMax)
  .refine((value) => value === "" || value.length >= STATUS_REASON_LENGTH.min, M.reasonRequired);

export const leadStatusChangeSchema = z
  .object({
    status: z.enum(PROJECT_STATUSES, { error: "Ungültiger Status (erlaubt: Offen, Gewonnen, Verloren)" }),
    /** Gross euros ("12.500,00" or a number); required for Gewonnen. */
    wonValue: euroText.optional(),
    expectedCompletion: z.string({ error: M.monthFormat }).trim().optional(),
    /** Required when a won lead is changed back (checked by the server). */
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

export interface WonDialogValues {
  wonValue: string;
  expectedCompletion: string;
  reason: string;
}

/** The "Gewonnen" dialog's schema, adding this lead's completion month bounds. */
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
