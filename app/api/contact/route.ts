// POST /api/contact – a visitor's message from the contact form: stored and queued for e-mail to the team. Public, rate-limited.
import { NextResponse } from "next/server";
import { createContactMessage } from "@/lib/data/contact-messages";
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
    // Message and notification e-mail are written in one transaction; the e-mail is delivered in the
    // background with retries (lib/email/outbox.ts), so a Resend outage does not fail the request.
    await createContactMessage(input);

    return NextResponse.json({ ok: true }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
