/**
 * Data access for messages sent through the contact form (table `contact_messages`).
 */
import "server-only";
import { getDb } from "@/lib/db";
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
 * Stores a validated contact message (the honeypot field is not stored) and returns the new row.
 */
export async function createContactMessage(input: ContactMessageRequest): Promise<StoredContactMessage> {
  return getDb().contactMessage.create({
    data: { name: input.name, email: input.email, subject: input.subject, message: input.message },
    select: { id: true, name: true, email: true, subject: true, message: true, createdAt: true },
  });
}
