/**
 * The advertising request of a company, for the form and POST /api/company/advertising-request. "Today" is
 * Vienna's calendar day; upper limits keep the stored JSON small.
 */
import { isAdvertisingCategory, isIsoDay, isValidPeriod } from "@/lib/domain/advertising";
import { viennaToday } from "@/lib/time/vienna";
import * as z from "./zod";

export const ADVERTISING_LIMITS = {
  periods: 20,
  /** Characters. */
  incentive: 500,
  /** Characters. */
  message: 2000,
} as const;

export const ADVERTISING_MESSAGES = {
  categoryRequired: "Kategorie ist erforderlich",
  categoryInvalid: "Bitte wählen Sie eine gültige Kategorie",
  periodRequired: "Mindestens ein Verfügbarkeitszeitraum ist erforderlich",
  tooManyPeriods: `Höchstens ${ADVERTISING_LIMITS.periods} Verfügbarkeitszeiträume sind möglich`,
  startRequired: "Verfügbar ab ist erforderlich",
  endRequired: "Verfügbar bis ist erforderlich",
  invalidDate: "Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)",
  periodsInvalid: "Alle Zeiträume müssen gültig sein (Startdatum in der Zukunft, Enddatum nach Startdatum)",
  incentiveTooLong: `Der Anreiz darf höchstens ${ADVERTISING_LIMITS.incentive} Zeichen lang sein`,
  messageTooLong: `Die Nachricht darf höchstens ${ADVERTISING_LIMITS.message} Zeichen lang sein`,
} as const;

const emptyToUndefined = (value: string | undefined) => (value ? value : undefined);

const day = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isIsoDay, ADVERTISING_MESSAGES.invalidDate);

/**
 * Builds the schema with `today` (YYYY-MM-DD) read at every parse (tests pass a fixed day). The period rule
 * is reported once, on `availability`, and only for well-formed dates (others get their own messages).
 */
export function createAdvertisingRequestSchema(today: () => string = () => viennaToday()) {
  const period = z.object({
    startDate: day(ADVERTISING_MESSAGES.startRequired),
    endDate: day(ADVERTISING_MESSAGES.endRequired),
    incentive: z
      .string()
      .trim()
      .max(ADVERTISING_LIMITS.incentive, ADVERTISING_MESSAGES.incentiveTooLong)
      .optional()
      .transform(emptyToUndefined),
  });

  return z.object({
    category: z
      .string({ error: ADVERTISING_MESSAGES.categoryRequired })
      .trim()
      .min(1, ADVERTISING_MESSAGES.categoryRequired)
      .refine(isAdvertisingCategory, ADVERTISING_MESSAGES.categoryInvalid),
    availability: z
      .array(period, { error: ADVERTISING_MESSAGES.periodRequired })
      .min(1, ADVERTISING_MESSAGES.periodRequired)
      .max(ADVERTISING_LIMITS.periods, ADVERTISING_MESSAGES.tooManyPeriods)
      .superRefine((periods, ctx) => {
        const current = today();
        const invalid = periods.some(
          (entry) =>
            typeof entry?.startDate === "string" &&
            typeof entry?.endDate === "string" &&
            isIsoDay(entry.startDate) &&
            isIsoDay(entry.endDate) &&
            !isValidPeriod(entry, current),
        );
        if (invalid) ctx.addIssue({ code: "custom", message: ADVERTISING_MESSAGES.periodsInvalid });
      }),
    message: z
      .string()
      .trim()
      .max(ADVERTISING_LIMITS.message, ADVERTISING_MESSAGES.messageTooLong)
      .optional()
      .transform(emptyToUndefined),
  });
}

export const advertisingRequestSchema = createAdvertisingRequestSchema();

export type AdvertisingRequestInput = z.infer<typeof advertisingRequestSchema>;
export type AdvertisingRequestFormValues = z.input<typeof advertisingRequestSchema>;
