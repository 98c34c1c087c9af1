// GET /api/mein-projekt/{token}/company-offers – token holder: the companies' offers to compare and the engine's
// price reference → RoomOffers; 404 alike for every wrong token.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { listRoomOffers } from "@/lib/offers/company-offers";
import { PROJECT_ROOM_NOT_FOUND, requireProjectId } from "@/lib/project-room/room";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  rateLimit: { name: "project-room-offers-read", points: 3000, durationSeconds: 3600 },
  handler: async ({ params }) => privateJson(await listRoomOffers(await requireProjectId(params.token))),
});
