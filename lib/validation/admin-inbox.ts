/** Inputs of the admin's inboxes: contact-message and e-mail list queries, and marking a message done. */
import {
  CONTACT_MESSAGE_FILTERS,
  EMAIL_STATUSES,
  INBOX_MAX_PAGE_SIZE,
  INBOX_PAGE_SIZE,
} from "@/lib/domain/admin-inbox";
import { intParam } from "./query-params";
import * as z from "./zod";

const page = intParam(1, 100_000, "Ungültige Seite");
const pageSize = intParam(
  INBOX_PAGE_SIZE,
  INBOX_MAX_PAGE_SIZE,
  `Die Seitengröße muss zwischen 1 und ${INBOX_MAX_PAGE_SIZE} liegen`,
);

/** Defaults: page 1, pageSize 25, status open. */
export const contactMessagesQuerySchema = z.object({
  page,
  pageSize,
  status: z
    .enum(CONTACT_MESSAGE_FILTERS, { error: "Ungültiger Status (erlaubt: open, unread, done, all)" })
    .optional()
    .transform((value) => value ?? "open"),
  search: z
    .string()
    .max(200, "Der Suchbegriff darf höchstens 200 Zeichen lang sein")
    .optional()
    .transform((value) => value?.trim() || undefined),
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuerySchema>;

export const contactMessageDoneSchema = z.object({
  done: z.boolean({ error: "done muss true oder false sein" }),
});

export const adminEmailsQuerySchema = z.object({
  page,
  pageSize,
  status: z.enum(EMAIL_STATUSES, { error: "Ungültiger Status (erlaubt: pending, sending, sent, failed)" }).optional(),
});
export type AdminEmailsQuery = z.infer<typeof adminEmailsQuerySchema>;
