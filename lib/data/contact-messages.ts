/**
 * Data access for messages sent through the contact form (table `contact_messages`).
 */
import "server-only";
import { siteConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { contactMessageEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import type { ContactMessageRequest } from "@/lib/validation/contact";

/** A stored contact message. */
export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/**
 * Stores a validated contact message (the honeypot field is not stored) and queues the team's
 * notification e-mail (to CONTACT_INBOX_EMAIL, else the public contact address; reply-to the visitor)
 * in the e-mail outbox, both in one transaction: there is never a message without its e-mail or an
 * e-mail without its message. Delivery happens later in the background (lib/email/outbox.ts).
 *
 * @returns the new row.
 */
export async function createContactMessage(input: ContactMessageRequest): Promise<StoredContactMessage> {
  const stored = await getDb().$transaction(async (tx) => {
    const row = await tx.contactMessage.create({
      data: { name: input.name, email: input.email, subject: input.subject, message: input.message },
      select: { id: true, name: true, email: true, subject: true, message: true, createdAt: true },
    });
    await queueEmail(
      {
        ...contactMessageEmail(row),
        to: env.CONTACT_INBOX_EMAIL ?? siteConfig.email,
        replyTo: row.email,
        idempotencyKey: `contact-message-${row.id}-${row.createdAt.getTime()}`,
      },
      tx,
    );
    return row;
  });
  wakeEmailWorker();
  return stored;
}
