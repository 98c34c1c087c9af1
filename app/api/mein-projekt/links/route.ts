// POST /api/mein-projekt/links { email } – public, rate-limited: mails an additional link for every project of the
// address; the same answer whatever the address.
import { NextResponse } from "next/server";
import { sendProjectLinks } from "@/lib/project-room/send-links";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { PROJECT_LINKS_MESSAGE, projectLinksRequestSchema } from "@/lib/validation/project-room";

export const POST = defineRoute({
  audience: "public",
  body: projectLinksRequestSchema,
  rateLimit: { name: "project-links", points: 10, durationSeconds: 3600 },
  handler: async ({ body }) => {
    await enforceRateLimit("project-links-email", body.email.toLowerCase(), 3, 3600, {
      message: "Zu viele Anfragen für diese E-Mail-Adresse. Bitte versuchen Sie es später erneut.",
    });
    await sendProjectLinks(body.email);
    return NextResponse.json({ message: PROJECT_LINKS_MESSAGE });
  },
});
