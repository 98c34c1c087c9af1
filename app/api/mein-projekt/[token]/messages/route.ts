// GET /api/mein-projekt/{token}/messages – token holder: unread messages per company → { unread: { [companyId]: n } };
// 404 alike for every wrong token.
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { roomUnreadCounts } from "@/lib/messages/threads";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND) }),
  rateLimit: { name: "project-room-messages-read", points: 3000, durationSeconds: 3600 },
  handler: async ({ params }) => privateJson({ unread: await roomUnreadCounts(params.token) }),
});
