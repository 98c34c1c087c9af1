/** Request bodies of the message routes; the same schemas validate the forms. */
import * as z from "@/lib/validation/zod";
import {
  MESSAGE_MAX_FILES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  REPORT_REASON_MAX_LENGTH,
  REPORT_REASON_MIN_LENGTH,
  sanitizeMessageBody,
  sanitizeReportReason,
} from "./rules";

/**
 * `{ body, file }` as JSON (text only) or multipart (text plus repeated `file` fields): `body` sanitised plain text
 * up to MESSAGE_MAX_LENGTH characters, `file` 0 to MESSAGE_MAX_FILES files; text or at least one file is required.
 * The output's `file` is always an array.
 */
export const sendMessageSchema = z
  .object({
    body: z
      .string({ error: MESSAGE_TEXTS.empty })
      // A bound before sanitising keeps the work small; the real limit applies to what is stored.
      .max(MESSAGE_MAX_LENGTH * 2, MESSAGE_TEXTS.tooLong)
      .optional()
      .transform((value) => sanitizeMessageBody(value ?? ""))
      .pipe(z.string().max(MESSAGE_MAX_LENGTH, MESSAGE_TEXTS.tooLong)),
    file: z
      .union([z.instanceof(File), z.array(z.instanceof(File))], { error: MESSAGE_TEXTS.fileMissing })
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
      .pipe(z.array(z.instanceof(File)).max(MESSAGE_MAX_FILES, MESSAGE_TEXTS.tooManyFiles)),
  })
  .superRefine((value, context) => {
    if (value.body.length === 0 && value.file.length === 0) {
      context.addIssue({ code: "custom", path: ["body"], message: MESSAGE_TEXTS.empty });
    }
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
