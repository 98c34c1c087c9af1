// POST /api/mein-projekt/{token}/visits/{visitId}/request-others { reason } – token holder: asks the company for
//      other times (a booked time is given up) → { visit, message }; 409 when cancelled or already asked.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { visitReasonSchema } from "@/lib/visits/schemas";
import { requestOtherTimes, VISIT_ERRORS } from "@/lib/visits/site-visits";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), visitId: idParam(VISIT_ERRORS.notFound) }),
  body: visitReasonSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) => privateJson(await requestOtherTimes(params.token, params.visitId, body.reason)),
});
