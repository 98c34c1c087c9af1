/**
 * Inputs of the admin's inboxes (issue 13 §5): the list queries of GET /api/admin/contact-messages
 * and GET /api/admin/emails, and the body of PATCH /api/admin/contact-messages/{id}.
 */
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

/** GET /api/admin/contact-messages?page&pageSize&status=open|unread|done|all&search (defaults: 1, 25, open). */
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

/** PATCH /api/admin/contact-messages/{id}: mark done (true) or open again (false). */
export const contactMessageDoneSchema = z.object({
  done: z.boolean({ error: "done muss true oder false sein" }),
});

/** GET /api/admin/emails?page&pageSize&status=pending|sending|sent|failed (no status: all). */
export const adminEmailsQuerySchema = z.object({
  page,
  pageSize,
  status: z.enum(EMAIL_STATUSES, { error: "Ungültiger Status (erlaubt: pending, sending, sent, failed)" }).optional(),
});
export type AdminEmailsQuery = z.infer<typeof adminEmailsQuerySchema>;
