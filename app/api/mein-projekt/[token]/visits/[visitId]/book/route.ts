// POST /api/mein-projekt/{token}/visits/{visitId}/book { slotId, address } – token holder: books one proposed slot
//      → { visit, message }; 409 when the slot is gone, has begun or the visit no longer waits for a choice.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { bookVisitSchema } from "@/lib/visits/schemas";
import { bookVisit, VISIT_ERRORS } from "@/lib/visits/site-visits";

export const POST = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), visitId: idParam(VISIT_ERRORS.notFound) }),
  body: bookVisitSchema,
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params, body }) => privateJson(await bookVisit(params.token, params.visitId, body)),
});
