/** Bodies of the site-visit requests; slots are checked in detail by validateVisitSlots. */
import { sanitizeReportReason } from "@/lib/messages/rules";
import * as z from "@/lib/validation/zod";

export const VISIT_REASON_MIN_LENGTH = 3;
export const VISIT_REASON_MAX_LENGTH = 500;
export const VISIT_ADDRESS_MAX_LENGTH = 200;

export const VISIT_FORM_TEXTS = {
  reasonTooShort: "Bitte geben Sie kurz einen Grund an.",
  reasonTooLong: `Höchstens ${VISIT_REASON_MAX_LENGTH} Zeichen.`,
  slot: "Bitte wählen Sie einen der vorgeschlagenen Termine.",
  address: "Bitte geben Sie Straße und Hausnummer an, z. B. Neubaugasse 12/4.",
  addressTooLong: `Höchstens ${VISIT_ADDRESS_MAX_LENGTH} Zeichen.`,
} as const;

const reason = z
  .string({ error: VISIT_FORM_TEXTS.reasonTooShort })
  .max(VISIT_REASON_MAX_LENGTH * 2, VISIT_FORM_TEXTS.reasonTooLong)
  .transform(sanitizeReportReason)
  .pipe(
    z
      .string()
      .min(VISIT_REASON_MIN_LENGTH, VISIT_FORM_TEXTS.reasonTooShort)
      .max(VISIT_REASON_MAX_LENGTH, VISIT_FORM_TEXTS.reasonTooLong),
  );

/** `{ slots: [{ date, time, durationMinutes }], reason? }`: reason is required to move a booked visit. */
export const proposeVisitSchema = z.object({
  slots: z
    .array(z.object({ date: z.string().max(10), time: z.string().max(5), durationMinutes: z.number().int() }))
    .max(10),
  reason: z.union([reason, z.literal(""), z.null()]).optional(),
});
export type ProposeVisitInput = z.output<typeof proposeVisitSchema>;

/** `{ reason }` of a cancellation, a move or a request for other times. */
export const visitReasonSchema = z.object({ reason });

/** `{ slotId, address }`: the slot the customer books and where the visit takes place (street, number, door). */
export const bookVisitSchema = z.object({
  slotId: z.number({ error: VISIT_FORM_TEXTS.slot }).int(VISIT_FORM_TEXTS.slot).positive(VISIT_FORM_TEXTS.slot),
  address: z
    .string({ error: VISIT_FORM_TEXTS.address })
    .max(VISIT_ADDRESS_MAX_LENGTH * 2, VISIT_FORM_TEXTS.addressTooLong)
    .transform(sanitizeReportReason)
    .pipe(
      z
        .string()
        .regex(/\p{L}.*\d|\d.*\p{L}/u, VISIT_FORM_TEXTS.address)
        .max(VISIT_ADDRESS_MAX_LENGTH, VISIT_FORM_TEXTS.addressTooLong),
    ),
});
