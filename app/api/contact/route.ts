// POST /api/contact – a visitor's message from the contact form: stored, then e-mailed to the team. Public, rate-limited.
import { NextResponse } from "next/server";
import { siteConfig } from "@/lib/config";
import { createContactMessage } from "@/lib/data/contact-messages";
import { sendEmail } from "@/lib/email/send-email";
import { contactMessageEmail } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { assertSameOrigin, clientIp, readJsonBody } from "@/lib/http/request";
import { contactMessageSchema } from "@/lib/validation/contact";
import { HONEYPOT_FIELD } from "@/lib/validation/project";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const body = await readJsonBody(request);
    await enforceRateLimit("contact", clientIp(request), env.CONTACT_RATE_LIMIT_PER_HOUR, 3600);
    const input = contactMessageSchema.parse(body);
    if (input[HONEYPOT_FIELD]) {
      throw new ApiError(400, "Ihre Nachricht konnte nicht verarbeitet werden.");
    }
    const stored = await createContactMessage(input);

    // The stored row is the record of the message; the e-mail is only a notification. If sending
    // fails, the message is kept (the team sees it in the database), the error is logged and the
    // visitor still gets 201: asking them to send it again would only create a duplicate.
    try {
      await sendEmail({
        ...contactMessageEmail(stored),
        to: env.CONTACT_INBOX_EMAIL ?? siteConfig.email,
        replyTo: stored.email,
        idempotencyKey: `contact-message-${stored.id}-${stored.createdAt.getTime()}`,
      });
    } catch (error) {
      console.error(`Kontaktnachricht ${stored.id} gespeichert, E-Mail-Benachrichtigung fehlgeschlagen:`, error);
    }

    return NextResponse.json({ ok: true }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
