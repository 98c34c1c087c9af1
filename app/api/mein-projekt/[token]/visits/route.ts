// GET /api/mein-projekt/{token}/visits – token holder: the latest site visit of each matched company
//     → { visits: RoomSiteVisit[] }; 404 alike for every wrong token.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { PROJECT_ROOM_NOT_FOUND, requireProjectId } from "@/lib/project-room/room";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { listRoomVisits } from "@/lib/visits/site-visits";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  rateLimit: { name: "project-room-offers-read", points: 3000, durationSeconds: 3600 },
  handler: async ({ params }) => privateJson({ visits: await listRoomVisits(await requireProjectId(params.token)) }),
});
