// POST /api/projects/{id}/send-link – public, rate-limited: mails an additional "Mein Projekt" link to the project's
// address; the same answer whether or not the id exists.
import { NextResponse } from "next/server";
import { sendProjectLinkFor } from "@/lib/project-room/send-links";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { PROJECT_LINK_SENT_MESSAGE } from "@/lib/validation/project-room";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ id: idParam("Projekt nicht gefunden") }),
  rateLimit: { name: "project-send-link", points: 10, durationSeconds: 3600 },
  handler: async ({ params }) => {
    await enforceRateLimit("project-send-link-project", String(params.id), 3, 3600, {
      message: "Für diese Anfrage wurden gerade schon Links verschickt. Bitte versuchen Sie es später erneut.",
    });
    await sendProjectLinkFor(params.id);
    return NextResponse.json({ message: PROJECT_LINK_SENT_MESSAGE });
  },
});
