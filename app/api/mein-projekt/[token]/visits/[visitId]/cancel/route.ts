// POST /api/mein-projekt/{token}/visits/{visitId}/cancel { reason } – token holder: cancels the visit
//      → { visit, message }; 409 when it is already cancelled.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { visitReasonSchema } from "@/lib/visits/schemas";
import { cancelVisitByCustomer, VISIT_ERRORS } from "@/lib/visits/site-visits";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), visitId: idParam(VISIT_ERRORS.notFound) }),
  body: visitReasonSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) =>
    privateJson(await cancelVisitByCustomer(params.token, params.visitId, body.reason)),
});
