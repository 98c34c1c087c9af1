// POST /api/contact – public, rate-limited: a contact-form message, stored and queued for e-mail to the team.
import { NextResponse } from "next/server";
import { createContactMessage } from "@/lib/data/contact-messages";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route";
import { contactMessageSchema } from "@/lib/validation/contact";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";

export const POST = defineRoute({
  audience: "public",
  body: contactMessageSchema,
  rateLimit: () => ({ name: "contact", points: env.CONTACT_RATE_LIMIT_PER_HOUR, durationSeconds: 3600 }),
  handler: async ({ body }) => {
    if (body[HONEYPOT_FIELD]) throw new ValidationError("Ihre Nachricht konnte nicht verarbeitet werden.");
    // Message and notification e-mail are written in one transaction; the outbox delivers in the background, so
    // a mail outage does not fail the request.
    await createContactMessage(body);
    return NextResponse.json({ ok: true }, { status: 201 });
  },
});
