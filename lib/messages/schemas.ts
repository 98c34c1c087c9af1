/** Request bodies of the message routes; the same schemas validate the forms. */
import * as z from "@/lib/validation/zod";
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  REPORT_REASON_MAX_LENGTH,
  REPORT_REASON_MIN_LENGTH,
  sanitizeMessageBody,
  sanitizeReportReason,
} from "./rules";

/** `{ body }`: sanitised plain text, 1 to MESSAGE_MAX_LENGTH characters after sanitising. */
export const sendMessageSchema = z.object({
  body: z
    .string({ error: MESSAGE_TEXTS.empty })
    // A bound before sanitising keeps the work small; the real limit applies to what is stored.
    .max(MESSAGE_MAX_LENGTH * 2, MESSAGE_TEXTS.tooLong)
    .transform(sanitizeMessageBody)
    .pipe(z.string().min(1, MESSAGE_TEXTS.empty).max(MESSAGE_MAX_LENGTH, MESSAGE_TEXTS.tooLong)),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** `{ reason }`: why the thread is reported, one line. */
export const reportThreadSchema = z.object({
  reason: z
    .string({ error: MESSAGE_TEXTS.reasonTooShort })
    .max(REPORT_REASON_MAX_LENGTH * 2, MESSAGE_TEXTS.reasonTooLong)
    .transform(sanitizeReportReason)
    .pipe(
      z
        .string()
        .min(REPORT_REASON_MIN_LENGTH, MESSAGE_TEXTS.reasonTooShort)
        .max(REPORT_REASON_MAX_LENGTH, MESSAGE_TEXTS.reasonTooLong),
    ),
});
export type ReportThreadInput = z.input<typeof reportThreadSchema>;
